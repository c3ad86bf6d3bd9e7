import type { Migration } from 'kysely/migration';
import * as initial from './2026_11_22_0001_initial.js';
import * as loginLogUserIndex from './2026_11_22_0002_login_log_user_index.js';
import * as uploadSlots from './2026_11_22_0003_upload_slots.js';
import * as calendarFeeds from './2026_11_23_0001_calendar_feeds.js';
import * as certificateTrust from './2026_11_23_0002_certificate_trust.js';
import * as certificateUploads from './2026_11_23_0003_certificate_uploads.js';
import * as throttleCounters from './2026_11_23_0004_throttle_counters.js';
import * as certificateSearchIndex from './2026_11_23_0005_certificate_search_index.js';
import * as imageVersions from './2026_11_23_0006_image_versions.js';
import * as courseTypes from './2026_11_24_0001_course_types.js';
import * as quotations from './2026_11_24_0002_quotations.js';
import * as chatReads from './2026_11_24_0003_chat_reads.js';
import * as formSubmissionFields from './2026_11_24_0004_form_submission_fields.js';
import * as auditEntityTypes from './2026_11_24_0005_audit_entity_types.js';
import * as listIndexes from './2026_11_26_0001_list_indexes.js';
import * as figuresChanged from './2026_11_26_0101_figures_changed.js';
import * as auditEveryChange from './2026_11_27_0001_audit_every_change.js';
import * as goalTransactionReversals from './2026_11_27_0002_goal_transaction_reversals.js';
import * as invoicePayments from './2026_11_27_0101_invoice_payments.js';
import * as publicChanged from './2026_11_27_0302_public_changed.js';
import * as storedFiles from './2026_11_27_0601_stored_files.js';
import * as userLanguage from './2026_11_27_0701_user_language.js';
import * as quotationLanguage from './2026_11_27_1601_quotation_language.js';
import * as contentInArabic from './2026_11_27_1701_content_in_arabic.js';
import * as apiKeys from './2026_11_28_0101_api_keys.js';
import * as webhooks from './2026_12_07_0101_webhooks.js';
import * as quotationRequests from './2026_12_07_0201_quotation_requests.js';
import * as certificateClients from './2026_12_07_0301_certificate_clients.js';
import * as privacy from './2026_12_07_0401_privacy.js';

/**
 * Every migration, by name, for Kysely's Migrator. A static list (no folder scanning), so the
 * migrations run the same from src and from dist. Add new files here; names sort by date.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_login_log_user_index': loginLogUserIndex,
  '2026_11_22_0003_upload_slots': uploadSlots,
  '2026_11_23_0001_calendar_feeds': calendarFeeds,
  '2026_11_23_0002_certificate_trust': certificateTrust,
  '2026_11_23_0003_certificate_uploads': certificateUploads,
  '2026_11_23_0004_throttle_counters': throttleCounters,
  '2026_11_23_0005_certificate_search_index': certificateSearchIndex,
  '2026_11_23_0006_image_versions': imageVersions,
  '2026_11_24_0001_course_types': courseTypes,
  '2026_11_24_0002_quotations': quotations,
  '2026_11_24_0003_chat_reads': chatReads,
  '2026_11_24_0004_form_submission_fields': formSubmissionFields,
  '2026_11_24_0005_audit_entity_types': auditEntityTypes,
  '2026_11_26_0001_list_indexes': listIndexes,
  '2026_11_26_0101_figures_changed': figuresChanged,
  '2026_11_27_0001_audit_every_change': auditEveryChange,
  '2026_11_27_0002_goal_transaction_reversals': goalTransactionReversals,
  '2026_11_27_0101_invoice_payments': invoicePayments,
  '2026_11_27_0302_public_changed': publicChanged,
  '2026_11_27_0601_stored_files': storedFiles,
  '2026_11_27_0701_user_language': userLanguage,
  '2026_11_27_1601_quotation_language': quotationLanguage,
  '2026_11_27_1701_content_in_arabic': contentInArabic,
  '2026_11_28_0101_api_keys': apiKeys,
  '2026_12_07_0101_webhooks': webhooks,
  '2026_12_07_0201_quotation_requests': quotationRequests,
  '2026_12_07_0301_certificate_clients': certificateClients,
  '2026_12_07_0401_privacy': privacy,
};
