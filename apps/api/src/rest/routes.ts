import type { RestRoute } from './adapter.js';
import { analyticsRoutes } from './analytics.js';
import { apiKeyRoutes } from './api-keys.js';
import { auditRoutes } from './audit.js';
import { authRoutes } from './auth.js';
import { calendarFeedRoutes } from './calendar.js';
import { certificateRoutes } from './certificates.js';
import { chatRoutes } from './chat.js';
import { clientDocumentRoutes } from './client-documents.js';
import { contactRoutes } from './contact.js';
import { courseRoutes } from './courses.js';
import { deliveryRoutes } from './deliveries.js';
import { financialGoalRoutes } from './financial-goals.js';
import { formRoutes } from './forms.js';
import { galleryRoutes } from './gallery.js';
import { privacyRoutes } from './privacy.js';
import { publicCertificateRoutes } from './public-certificates.js';
import { publicSiteRoutes } from './public-site.js';
import { pushRoutes } from './push.js';
import { quotationRoutes } from './quotations.js';
import { reportRoutes } from './reports.js';
import { scheduleRoutes } from './schedules.js';
import { uploadRoutes } from './uploads.js';
import { userRoutes } from './users.js';
import { webhookRoutes } from './webhooks.js';
import { websiteContentRoutes } from './website-content.js';

/** Every REST path of the spec, by domain (the PUT to an upload address is in rest/uploads.ts). */
export const restRoutes: RestRoute[] = [
  ...analyticsRoutes,
  ...apiKeyRoutes,
  ...auditRoutes,
  ...authRoutes,
  ...calendarFeedRoutes,
  ...certificateRoutes,
  ...chatRoutes,
  ...clientDocumentRoutes,
  ...contactRoutes,
  ...courseRoutes,
  ...deliveryRoutes,
  ...financialGoalRoutes,
  ...formRoutes,
  ...galleryRoutes,
  ...privacyRoutes,
  ...publicCertificateRoutes,
  ...publicSiteRoutes,
  ...pushRoutes,
  ...quotationRoutes,
  ...reportRoutes,
  ...scheduleRoutes,
  ...uploadRoutes,
  ...userRoutes,
  ...webhookRoutes,
  ...websiteContentRoutes,
];
