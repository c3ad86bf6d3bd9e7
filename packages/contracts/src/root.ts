import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { analyticsRouter } from './analytics/analytics.router.js';
import { apiKeysRouter } from './api-keys/api-keys.router.js';
import { auditRouter } from './audit/audit.router.js';
import { authRouter } from './auth/auth.router.js';
import { calendarFeedRouter } from './calendar/calendar-feed.router.js';
import { certificatesRouter } from './certificates/certificates.router.js';
import { chatRouter } from './chat/chat.router.js';
import { clientDocumentsRouter } from './client-documents/client-documents.router.js';
import { contactRouter } from './contact/contact.router.js';
import { coursesRouter } from './courses/courses.router.js';
import { deliveriesRouter } from './deliveries/deliveries.router.js';
import { financialGoalsRouter } from './financial-goals/financial-goals.router.js';
import { formsRouter } from './forms/forms.router.js';
import { galleryRouter } from './gallery/gallery.router.js';
import { invoicesRouter } from './invoices/invoices.router.js';
import { privacyRouter } from './privacy/privacy.router.js';
import { publicCertificatesRouter } from './public-certificates/public-certificates.router.js';
import { publicPagesRouter } from './public-pages/public-pages.router.js';
import { pushRouter } from './push/push.router.js';
import { quotationLinkRouter } from './quotations/quotation-public.router.js';
import { quotationRequestsRouter } from './quotations/quotation-requests.router.js';
import { quotationsRouter } from './quotations/quotations.router.js';
import { reportsRouter } from './reports/reports.router.js';
import { schedulesRouter } from './schedules/schedules.router.js';
import { createCallerFactory, router } from './trpc.js';
import { uploadsRouter } from './uploads/uploads.router.js';
import { usersRouter } from './users/users.router.js';
import { webhooksRouter } from './webhooks/webhooks.router.js';
import { websiteContentRouter } from './website-content/website-content.router.js';

export const appRouter = router({
  analytics: analyticsRouter,
  apiKeys: apiKeysRouter,
  audit: auditRouter,
  auth: authRouter,
  calendarFeed: calendarFeedRouter,
  certificates: certificatesRouter,
  chat: chatRouter,
  clientDocuments: clientDocumentsRouter,
  contact: contactRouter,
  courses: coursesRouter,
  deliveries: deliveriesRouter,
  financialGoals: financialGoalsRouter,
  forms: formsRouter,
  gallery: galleryRouter,
  invoices: invoicesRouter,
  publicCertificates: publicCertificatesRouter,
  publicPages: publicPagesRouter,
  push: pushRouter,
  quotationLink: quotationLinkRouter,
  quotationRequests: quotationRequestsRouter,
  quotations: quotationsRouter,
  reports: reportsRouter,
  schedules: schedulesRouter,
  uploads: uploadsRouter,
  users: usersRouter,
  webhooks: webhooksRouter,
  privacy: privacyRouter,
  websiteContent: websiteContentRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
