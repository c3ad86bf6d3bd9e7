import { accountTexts } from './ar/account';
import { commonTexts } from './ar/common';
import { courseDetailTexts } from './ar/courseDetail';
import { quotationPageTexts } from './ar/quotationPage';
import { siteTexts } from './ar/site';
import type { ArabicForms, Texts } from './catalogue';
import type { enSite } from './en-site';

/** The Arabic of en-site.ts: loaded before an Arabic page's first render (page-language.ts). */
export const arSite = {
  ...commonTexts,
  ...accountTexts,
  ...siteTexts,
  ...courseDetailTexts,
  ...quotationPageTexts,
} satisfies Texts<typeof enSite, ArabicForms>;
