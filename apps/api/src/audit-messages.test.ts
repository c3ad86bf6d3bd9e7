import { ARABIC_LETTER } from '@tc/contracts/language';
import { describe, expect, it } from 'vitest';
import { localDescription } from '../../../packages/contracts/src/audit/audit-description.js';
import { fieldNames as certificateFields } from '../../../packages/contracts/src/certificates/certificate-edit.service.js';
import { settingLabels } from '../../../packages/contracts/src/documents/document-settings.service.js';
import { fieldNames as goalFields } from '../../../packages/contracts/src/financial-goals/financial-goals.service.js';
import {
  changeLine,
  NOTES_CHANGED,
  watched,
} from '../../../packages/contracts/src/schedules/schedule-audit.js';
import { describeChanges, userSnapshot } from '../../../packages/contracts/src/users/user-audit.js';
import type { AdminUser } from '../../../packages/contracts/src/users/users.schema.js';
import { websiteContentColumns } from '../../../packages/contracts/src/website-content/website-content.schema.js';
import { fieldWords } from '../../../packages/contracts/src/website-content/website-content.service.js';
import { auditDescriptions } from './audit-descriptions.js';

// Issue 27: the Audit Trail reads its descriptions in Arabic to an Arabic caller. The writers are
// read for them (audit-descriptions.ts), and the fields they name come from the writers' own
// lists, so a new description or field without Arabic fails here.

/** Whether a description reads in Arabic with no English word left but its values (isolated, or 'ValueN'). */
function untranslated(english: string): string[] {
  let index = 0;
  const arabic =
    localDescription(
      english.replace(/\{\}/g, () => `Value${++index}`),
      'ar',
    ) ?? '';
  const rest = arabic
    .replace(/\u2068[^\u2069]*\u2069/g, '')
    .replace(/Value\d/g, '')
    .replace(/\b(CSV)\b/g, '');
  return ARABIC_LETTER.test(arabic) && !/[A-Za-z]{2,}/.test(rest) ? [] : [`${english} -> ${arabic}`];
}

/** Each field a writer may name, in the line that names it. */
function fieldLines(): string[] {
  type Snapshot = ReturnType<typeof userSnapshot>;
  const everyUserField = Object.keys(userSnapshot({} as AdminUser));
  const userFields = (value: string) =>
    Object.fromEntries(everyUserField.map((key) => [key, value])) as unknown as Snapshot;
  const userChanges = describeChanges(userFields('a'), userFields('b'));
  return [
    ...watched.flatMap(([, label]) => [changeLine(label, 'none', 'yes'), changeLine(label, 'no', 'Value1')]),
    NOTES_CHANGED,
    `Certificate Value1 corrected: ${Object.values(certificateFields).join(', ')}`,
    `Goal updated: ${Object.values(goalFields).join(', ')}`,
    `Document settings changed: ${Object.values(settingLabels).join(', ')}`,
    `Website text changed: ${websiteContentColumns.map(fieldWords).join(', ')}`,
    `User edited: ${[...userChanges, 'password'].join(', ')}`.replace('role a -> b', 'role client -> admin'),
    'User created with the instructor role',
    `${changeLine('Status', 'pending', 'confirmed')} by the client`,
  ];
}

describe('the audit trail’s descriptions in Arabic', () => {
  const descriptions = [...auditDescriptions()];

  it('finds the descriptions the writers record: several dozen', () => {
    expect(descriptions.length).toBeGreaterThan(50);
    expect(descriptions.map(([text]) => text)).toContain('Course {} ({}) created');
  });

  it('has each of them in Arabic, with no English word left but the values', () => {
    expect(
      descriptions.flatMap(([english, where]) => untranslated(english).map((line) => `${where}: ${line}`)),
    ).toEqual([]);
  }, 60_000);

  it('has each field a description names in Arabic', () => {
    expect(fieldLines().flatMap(untranslated)).toEqual([]);
  });
});
