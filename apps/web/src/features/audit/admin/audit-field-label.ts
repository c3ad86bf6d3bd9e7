import type { TextKey, TFunction } from '../../../i18n/translate';

/** 'revokedReason' -> 'Revoked reason', 'vatRegistrationNumber' -> 'VAT registration number': the data's keys as words. */
function keyWords(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID')
    .replace(/\b(vat|iban)\b/g, (initials) => initials.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label of a recorded field in the Changes table: the catalogue's, in the page's language, for
 * every key the audit writers record (auditFields); a key it does not list (an older entry's, say)
 * as English words, marked `lang: 'en'` so that a reader (and a screen reader) knows.
 */
export function fieldLabel(key: string, t: TFunction): { text: string; lang?: 'en' } {
  // `t` answers a key it has no text for as the key itself.
  const catalogueKey = `auditFields.${key}`;
  const text = t(catalogueKey as TextKey);
  return text === catalogueKey ? { text: keyWords(key), lang: 'en' } : { text };
}
