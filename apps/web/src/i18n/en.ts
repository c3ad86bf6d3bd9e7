import { accountTexts } from './en/account';
import { analyticsTexts } from './en/analytics';
import { auditTrailTexts } from './en/auditTrail';
import { certificatesTexts } from './en/certificates';
import { commonTexts } from './en/common';
import { courseDetailTexts } from './en/courseDetail';
import { coursesTexts } from './en/courses';
import { financialGoalsTexts } from './en/financialGoals';
import { formBuilderTexts } from './en/formBuilder';
import { invoicesTexts } from './en/invoices';
import { messagesTexts } from './en/messages';
import { portalsTexts } from './en/portals';
import { quotationsTexts } from './en/quotations';
import { schedulesTexts } from './en/schedules';
import { siteTexts } from './en/site';
import { usersTexts } from './en/users';

/**
 * Every user-facing English text of the web app, composed of one file per feature in en/.
 * Other languages copy this shape (see catalogue.ts and ar.ts).
 */
export const en = {
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
} as const;
