import { analyticsTexts } from './en/analytics';
import { auditFieldsTexts } from './en/auditFields';
import { auditTrailTexts } from './en/auditTrail';
import { certificatesTexts } from './en/certificates';
import { coursesTexts } from './en/courses';
import { financialGoalsTexts } from './en/financialGoals';
import { formBuilderTexts } from './en/formBuilder';
import { integrationsTexts } from './en/integrations';
import { invoicesTexts } from './en/invoices';
import { messagesTexts } from './en/messages';
import { operatorsTexts } from './en/operators';
import { portalCommonTexts } from './en/portalCommon';
import { portalFrameTexts } from './en/portalFrame';
import { portalsTexts } from './en/portals';
import { privacyTexts } from './en/privacy';
import { quotationsTexts } from './en/quotations';
import { schedulesTexts } from './en/schedules';
import { usersTexts } from './en/users';

/**
 * The English texts only the portals and the console show, loaded with a portal's code
 * (portal-texts.ts), so that a visitor does not download them.
 */
export const enPortals = {
  ...portalFrameTexts,
  ...portalCommonTexts,
  ...analyticsTexts,
  ...usersTexts,
  ...messagesTexts,
  ...quotationsTexts,
  ...invoicesTexts,
  ...coursesTexts,
  ...formBuilderTexts,
  ...financialGoalsTexts,
  ...schedulesTexts,
  ...portalsTexts,
  ...certificatesTexts,
  ...operatorsTexts,
  ...auditTrailTexts,
  ...auditFieldsTexts,
  ...integrationsTexts,
  ...privacyTexts,
} as const;
