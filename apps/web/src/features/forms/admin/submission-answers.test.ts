import type { FormSubmission } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { answerText, submissionSummary } from './submission-answers';

const submission: FormSubmission = {
  id: '00000000-0000-4000-8000-000000000001',
  submittedAt: '2026-11-24T10:00:00.000Z',
  submitterEmail: 'sara@example.com',
  submitterIp: null,
  submittedData: {
    name: 'Sara Ali',
    email: 'sara@example.com',
    shifts: ['Day', 'Night'],
    start: '2026-12-01',
  },
  fields: [
    { fieldName: 'name', label: 'Full Name', fieldType: 'text' },
    { fieldName: 'email', label: 'Email', fieldType: 'email' },
    { fieldName: 'phone', label: 'Phone', fieldType: 'phone' },
    { fieldName: 'shifts', label: 'Shifts', fieldType: 'checkbox' },
    { fieldName: 'start', label: 'Start', fieldType: 'date' },
  ],
};

describe('a submission in the Form Builder', () => {
  it('sums up its first answers under their labels, leaving out the blank ones and the e-mail column', () => {
    expect(submissionSummary(submission, 'en')).toBe(
      'Full Name: Sara Ali · Shifts: Day, Night · Start: 01/12/2026',
    );
    expect(submissionSummary(submission, 'en', 1)).toBe('Full Name: Sara Ali');
  });

  it('writes a date out and leaves other answers as they came', () => {
    const [, , , , start] = submission.fields;
    expect(start && answerText(start, '2026-12-01', 'en')).toBe('01/12/2026');
    expect(start && answerText(start, 'soon', 'en')).toBe('soon');
    expect(answerText({ fieldName: 'n', label: 'N', fieldType: 'number' }, 2, 'en')).toBe('2');
  });
});
