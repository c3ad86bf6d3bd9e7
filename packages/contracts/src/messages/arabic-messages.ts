import { auditMessages } from './arabic/audit.js';
import { contentMessages } from './arabic/content.js';
import { moneyMessages } from './arabic/money.js';
import { requestMessages } from './arabic/requests.js';
import { trainingMessages } from './arabic/training.js';
import { type MessageTable, messageTranslator } from './message-translator.js';

/**
 * Every message the server may show a user, in Arabic, keyed by its English (messages.test.ts in
 * apps/api reads the source and fails on one this lacks). The web app loads it with its Arabic
 * texts, for the messages of the forms' own checks (the same zod schemas the server runs).
 */
export const arabicMessages: MessageTable = {
  ...requestMessages,
  ...trainingMessages,
  ...moneyMessages,
  ...contentMessages,
  ...auditMessages,
};

export const toArabic = messageTranslator(arabicMessages);
