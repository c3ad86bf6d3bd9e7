import type { CentreDetails, DocumentLanguage } from './documents.js';
import { fontFamily, footerFontFaces } from './fonts.js';
import { escapeHtml } from './format.js';

/** A footer speaks its document's language, or both for a bilingual document (the tax invoice). */
export type FooterLanguage = DocumentLanguage | 'both';

const pageOf = {
  en: 'Page <span class="pageNumber"></span> of <span class="totalPages"></span>',
  ar: 'صفحة <span class="pageNumber"></span> من <span class="totalPages"></span>',
};

/** The centre's details a footer prints, which decide the faces it needs. */
export const footerText = (centre: CentreDetails) =>
  [centre.name, centre.address, centre.phone, centre.email].join(' ');

/**
 * Chromium prints this at the foot of every page, in a context of its own: it sees none of the
 * document's styles, so it carries its font and sizes. Chromium fills in the document's <title>
 * ('Quotation Q-2026-0042', so a loose page still says what it belongs to), pageNumber and totalPages.
 * An Arabic footer runs right to left, the centre's details at its start.
 */
export function footerTemplate(centre: CentreDetails, language: FooterLanguage = 'en'): string {
  const address = centre.address.trim().replace(/\s*\r?\n\s*/g, ', ');
  const reach = [centre.phone, centre.email]
    .filter((part) => part.trim() !== '')
    .map((part) => `<bdi dir="ltr">${escapeHtml(part)}</bdi>`);
  const pages =
    language === 'both' ? `${pageOf.en} &middot; <span dir="rtl">${pageOf.ar}</span>` : pageOf[language];
  return `<style>${footerFontFaces(language === 'en' ? 'en' : 'ar', footerText(centre))}
  .f{box-sizing:border-box;width:100%;margin:0 14mm;padding-top:2mm;border-top:0.3mm solid #c9d1de;
    font-family:${fontFamily};font-size:7.5pt;line-height:1.35;color:#4a5568;display:flex;gap:6mm;
    justify-content:space-between;align-items:flex-start;-webkit-print-color-adjust:exact}
  .f b{color:#14253f;font-weight:400}
  .f .n{white-space:nowrap;text-align:end}
</style>
<div class="f" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><div><b dir="auto">${escapeHtml(centre.name)}</b><br><span dir="auto">${escapeHtml(address)}</span><br>${reach.join(' &middot; ')}</div>
<div class="n"><b class="title"></b><br>${pages}</div></div>`;
}
