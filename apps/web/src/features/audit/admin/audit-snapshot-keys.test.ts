import { describe, expect, it } from 'vitest';
import { auditFieldsTexts } from '../../../i18n/en/auditFields';
import { auditSnapshotKeys } from './audit-snapshot-keys';

describe('the fields the audit writers record', () => {
  // Reads every writer's types with the TypeScript checker: seconds, not milliseconds.
  const { keys, unreadable } = auditSnapshotKeys();
  const labelled = Object.keys(auditFieldsTexts.auditFields);

  it('are all known from the types of what the writers give for before and after', () => {
    expect(unreadable).toEqual([]);
    // The writers are found: a class's, a user's, the site's texts' keys are among them.
    expect([...keys.keys()]).toEqual(expect.arrayContaining(['numberOfCandidates', 'role', 'heroTitleAr']));
  });

  it('each have a label in the catalogue (auditFields), so the Changes table says it in Arabic', () => {
    const missing = [...keys]
      .filter(([key]) => !labelled.includes(key))
      .map(([key, where]) => `${key} (${where})`);
    expect(missing).toEqual([]);
  });

  it('are the only keys the catalogue labels: no label is left for a field no writer records', () => {
    expect(labelled.filter((key) => !keys.has(key))).toEqual([]);
  });
});
