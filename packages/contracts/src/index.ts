// Server entry: the router, the context and the pieces the API needs to host it.

export * from './api-keys/api-keys.service.js';
export { DEVICE_COOKIE, DEVICE_COOKIE_TTL_MS } from './auth/device-cookies.js';
export { chooseLanguage } from './auth/language.service.js';
export { RESET_MAIL_SUBJECT } from './auth/reset-mail.js';
export * from './auth/session.js';
export { BackupError } from './backup/archive.js';
export { type RestoreSummary, restoreBackup } from './backup/restore-backup.js';
export { type BackupSummary, writeBackup } from './backup/write-backup.js';
export { deleteAbandonedCertificateUploads } from './certificates/certificates.service.js';
export { sendExpiryReminders } from './certificates/expiry-reminders.js';
export * from './context.js';
export * from './errors.js';
export { isHostEntry, parseHostList } from './host-lists.js';
export { sendInvoiceReminders } from './invoices/invoice-reminders.js';
export * from './jobs/deliveries.js';
export * from './jobs/job-queue.js';
export * from './language.js';
export * from './live/live-bus.js';
export { centreReplyTo, withCentreReplyTo } from './mail/centre-reply-to.js';
export * from './mail.js';
export { localMessage } from './messages/local-message.js';
export { deleteExpiredPersonalData } from './privacy/privacy-retention.js';
export { PUBLIC_CACHED_PROCEDURES, publicCache } from './public-cache.js';
export { BROWSER_PUSH_HOSTS } from './push/push-endpoints.js';
export * from './push/push-sender.js';
export { expireQuotations, sendQuotationReminders } from './quotations/quotation-reminders.js';
export * from './root.js';
export * from './schemas.js';
export * from './storage/disk-storage.js';
export * from './storage/file-storages.js';
export * from './storage/move-files.js';
export * from './storage/storage.js';
export { isMadeKey } from './storage/storage-keys.js';
export { countAttempt, deleteEndedThrottleWindows, type ThrottleRule } from './throttle.js';
export {
  adminProcedure,
  answersFile,
  assertRole,
  authedProcedure,
  clientOrInstructorProcedure,
  clientProcedure,
  inputSchemaOf,
  instructorProcedure,
  MUST_CHANGE_PASSWORD_MESSAGE,
  outputSchemaOf,
  publicProcedure,
  roleProcedure,
  rolesOf,
  router,
  staffProcedure,
} from './trpc.js';
export { imageContentType } from './uploads/image-file.js';
export { deleteAbandonedUploads } from './uploads/upload-slots.service.js';
export * from './webhooks/webhook-addresses.js';
export { deliverWebhook, WEBHOOK_RETRY_SECONDS, webhookHeaders } from './webhooks/webhook-delivery.js';
