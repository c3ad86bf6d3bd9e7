import type { Language } from '@tc/contracts/language';
import { siteTexts as arabicSite } from './ar/site';
import { siteTexts as englishSite } from './en/site';

/*
 * The certificate check in both languages: a verification page shows the state and the holder's
 * block in English and Arabic, one above the other, for whoever scans a certificate's QR code at a
 * gate, whatever the page's language. Imported by the verification page only (its own chunk), so
 * the rest of an English visitor's pages carry no Arabic.
 */
export type CertificateTexts = { [Key in keyof typeof englishSite.certificateSearch]: string };

export const certificateTexts: Record<Language, CertificateTexts> = {
  en: englishSite.certificateSearch,
  ar: arabicSite.certificateSearch,
};
