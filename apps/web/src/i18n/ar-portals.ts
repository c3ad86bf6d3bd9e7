import { analyticsTexts } from './ar/analytics';
import { auditFieldsTexts } from './ar/auditFields';
import { auditTrailTexts } from './ar/auditTrail';
import { certificatesTexts } from './ar/certificates';
import { coursesTexts } from './ar/courses';
import { financialGoalsTexts } from './ar/financialGoals';
import { formBuilderTexts } from './ar/formBuilder';
import { integrationsTexts } from './ar/integrations';
import { invoicesTexts } from './ar/invoices';
import { messagesTexts } from './ar/messages';
import { operatorsTexts } from './ar/operators';
import { portalCommonTexts } from './ar/portalCommon';
import { portalFrameTexts } from './ar/portalFrame';
import { portalsTexts } from './ar/portals';
import { privacyTexts } from './ar/privacy';
import { quotationsTexts } from './ar/quotations';
import { schedulesTexts } from './ar/schedules';
import { usersTexts } from './ar/users';
import type { ArabicForms, Texts } from './catalogue';
import type { enPortals } from './en-portals';

/** The Arabic of en-portals.ts: loaded with a portal on an Arabic page (portal-texts.ts). */
export const arPortals = {
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
} satisfies Texts<typeof enPortals, ArabicForms>;
