import { setPageLanguage } from './translate';

/**
 * The page's language, which the server wrote into <html lang> (and its direction into dir),
 * ready before the app's first render: English is bundled; for Arabic this loads the Arabic
 * texts of the pages (a portal's come with it, portal-texts.ts), the server's messages in Arabic
 * (for the forms' own checks), the font and the calendar names (dayjs's locale, which the date
 * fields use). An English visitor downloads none of them.
 * No module reads a text while it loads (translate.test.ts), so the texts read at render are the
 * page's.
 */
export async function loadPageLanguage(): Promise<void> {
  const language = document.documentElement.lang;
  if (language === 'ar') {
    const [{ arSite }, { toArabic }] = await Promise.all([
      import('./ar-site'),
      import('@tc/contracts/arabic-messages'),
      import('./arabic-font'),
      import('dayjs/locale/ar'),
    ]);
    setPageLanguage('ar', arSite, toArabic);
  }
}
