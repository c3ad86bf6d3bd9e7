import { localMessage } from '@tc/contracts';
import { arabicMessages } from '@tc/contracts/arabic-messages';
import { ARABIC_LETTER } from '@tc/contracts/language';
import { describe, expect, it } from 'vitest';
import { auditMessages } from '../../../packages/contracts/src/messages/arabic/audit.js';
import { contentMessages } from '../../../packages/contracts/src/messages/arabic/content.js';
import { moneyMessages } from '../../../packages/contracts/src/messages/arabic/money.js';
import { requestMessages } from '../../../packages/contracts/src/messages/arabic/requests.js';
import { trainingMessages } from '../../../packages/contracts/src/messages/arabic/training.js';
import { shownMessages } from './shown-messages.js';

// Issue 27: every message the server shows is told in Arabic to an Arabic caller. The source is
// read for the messages (shown-messages.ts), so a new one without its Arabic fails here.

/**
 * Files whose texts are not messages of this table: mails, PDFs and push notifications carry their
 * words in both languages themselves; audit descriptions are recorded in English and read in the
 * caller's language (audit-messages.test.ts checks them); env.ts and the command line speak to the operator, in English.
 */
const ownWords = (path: string) => /(mail|pdf|push|audit|^env\.ts$)/.test(path.split('/src/').pop() ?? path);

/** Texts the code reads messages with, not messages (errors.ts recognises zod's own). */
const NOT_MESSAGES = new Set([
  'Invalid input:',
  'Invalid option',
  'received undefined',
  ' must not contain control characters',
]);

/**
 * What an Arabic message may keep in Latin letters: codes, formats, acronyms, values sent as they
 * are, and paths ('/forms/').
 */
const KEPT_LATIN =
  /\b(JSON|https|PDF|CSV|PNG|UTF-8|MB|HH:mm|YYYY-MM-DD|YYYY-MM|Content-Type: application\/json|__proto__|en|ar|asc|desc|unread|read|text|system|local|rtitb|pending|confirmed|completed|cancelled|valid|expired|corporate|minimal|bold|full_course|assessment|bank_transfer|cash|card|cheque|credit|debit|active|inactive|true|false|allowPast|isRequired|before)\b/g;

const sample = (pattern: string) => {
  let index = 0;
  return pattern.replace(/\{\}/g, () => `Value${++index}`);
};

describe('the server’s messages in Arabic', () => {
  const shown = [...shownMessages(ownWords)].filter(
    ([text]) => !NOT_MESSAGES.has(text) && /^(\{\}|"|[A-Z])|^[a-z]+ must/.test(text),
  );

  it('finds the messages in the source: a few hundred', () => {
    expect(shown.length).toBeGreaterThan(250);
  });

  it('has each of them in Arabic, with no English word left but the values', () => {
    const untranslated = shown.flatMap(([english, where]) => {
      const arabic = localMessage(sample(english), 'ar');
      const rest = arabic
        .replace(/\u2068[^\u2069]*\u2069/g, '')
        .replace(/Value\d/g, '')
        .replace(/\/[a-z-]+\//g, '')
        .replace(KEPT_LATIN, '');
      return ARABIC_LETTER.test(arabic) && !/[A-Za-z]{2,}/.test(rest)
        ? []
        : [`${where}: ${english} -> ${arabic}`];
    });
    expect(untranslated).toEqual([]);
  }, 60_000);

  it('says each English text once across its files', () => {
    const tables = [requestMessages, trainingMessages, moneyMessages, contentMessages, auditMessages];
    const keys = tables.flatMap((table) => Object.keys(table));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(arabicMessages)).toHaveLength(keys.length);
  });

  it('places the values where Arabic puts them, and translates a label inside a message', () => {
    expect(localMessage('Course name must be at most 200 characters', 'ar')).toBe(
      'يجب ألا يتجاوز طول «اسم الدورة» \u2068200\u2069 حرفًا',
    );
    expect(localMessage('Course name is required', 'ar')).toBe('حقل «اسم الدورة» مطلوب');
    expect(localMessage('Another course already has the code "MC-01"', 'ar')).toBe(
      'توجد دورة أخرى بالرمز \u2068MC-01\u2069',
    );
  });

  it('leaves English as the spec writes it, and a message it does not know in English', () => {
    expect(localMessage('Course name is required', 'en')).toBe('Course name is required');
    expect(localMessage('Something nobody wrote', 'ar')).toBe('Something nobody wrote');
  });
});
