import { accountTexts } from './ar/account';
import { analyticsTexts } from './ar/analytics';
import { auditTrailTexts } from './ar/auditTrail';
import { certificatesTexts } from './ar/certificates';
import { commonTexts } from './ar/common';
import { courseDetailTexts } from './ar/courseDetail';
import { coursesTexts } from './ar/courses';
import { financialGoalsTexts } from './ar/financialGoals';
import { formBuilderTexts } from './ar/formBuilder';
import { invoicesTexts } from './ar/invoices';
import { messagesTexts } from './ar/messages';
import { portalsTexts } from './ar/portals';
import { quotationsTexts } from './ar/quotations';
import { schedulesTexts } from './ar/schedules';
import { siteTexts } from './ar/site';
import { usersTexts } from './ar/users';
import type { ArabicForms, Catalogue } from './catalogue';

/**
 * Every user-facing text of the web app in Arabic (Modern Standard Arabic, for readers in Bahrain), in
 * the shape of en with every Arabic plural form. Each file of ar/ is checked against its English file;
 * this checks that none is missing. Not imported by translate.ts: the English bundle does not carry it.
 */
export const ar = {
  ...commonTexts,
  ...accountTexts,
  ...analyticsTexts,
  ...usersTexts,
  ...siteTexts,
  ...courseDetailTexts,
  ...messagesTexts,
  ...quotationsTexts,
  ...invoicesTexts,
  ...coursesTexts,
  ...formBuilderTexts,
  ...financialGoalsTexts,
  ...schedulesTexts,
  ...portalsTexts,
  ...certificatesTexts,
  ...auditTrailTexts,
} satisfies Catalogue<ArabicForms>;
