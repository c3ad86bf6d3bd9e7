import { type AnswerableField, HONEYPOT_FIELD } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { emptyAnswers, prepareSubmission } from './form-submission';

const fields: AnswerableField[] = [
  { fieldName: 'full_name', label: 'Full Name', fieldType: 'text', isRequired: true, options: [] },
  { fieldName: 'email', label: 'Email', fieldType: 'email', isRequired: true, options: [] },
  { fieldName: 'topics', label: 'Topics', fieldType: 'checkbox', isRequired: false, options: ['A', 'B'] },
];

describe('emptyAnswers', () => {
  it('starts every field empty: a list for checkboxes, text for the rest', () => {
    expect(emptyAnswers(fields)).toEqual({ full_name: '', email: '', topics: [] });
  });
});

describe('prepareSubmission', () => {
  it("gives each field's problem and the first in the form's order, sending nothing", () => {
    const prepared = prepareSubmission(fields, { full_name: '  ', email: 'nope', topics: [] }, '');
    expect(prepared).toEqual({
      ok: false,
      errors: { full_name: 'Full Name is required', email: 'Email must be a valid e-mail address' },
      first: { fieldName: 'full_name', message: 'Full Name is required' },
    });
  });

  it('sends the answers as typed with the honeypot beside them', () => {
    const values = { full_name: 'Ali', email: 'ali@example.com', topics: ['B'] };
    expect(prepareSubmission(fields, values, '')).toEqual({
      ok: true,
      data: { ...values, [HONEYPOT_FIELD]: '' },
    });
    expect(prepareSubmission(fields, values, 'http://spam.example')).toMatchObject({
      ok: true,
      data: { [HONEYPOT_FIELD]: 'http://spam.example' },
    });
  });
});
