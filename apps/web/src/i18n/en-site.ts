import { accountTexts } from './en/account';
import { commonTexts } from './en/common';
import { courseDetailTexts } from './en/courseDetail';
import { quotationPageTexts } from './en/quotationPage';
import { siteTexts } from './en/site';

/**
 * The English texts of every page outside the portals (the public site, signing in, the quotation
 * page, the frame around them): bundled with the app, so a page is translated from its first render.
 * The portals' texts are in en-portals.ts, loaded with a portal (portal-texts.ts).
 */
export const enSite = {
  ...commonTexts,
  ...accountTexts,
  ...siteTexts,
  ...courseDetailTexts,
  ...quotationPageTexts,
} as const;
