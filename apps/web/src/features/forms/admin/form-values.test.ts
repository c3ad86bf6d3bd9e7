import { createFormInputSchema, DEFAULT_SUBMIT_BUTTON_TEXT } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { emptyForm, formPayload, newField, previewForm, slugFromTitle } from './form-values';

const field = (changes: Partial<ReturnType<typeof newField>>) => ({ ...newField(), ...changes });

describe('the form editor', () => {
  it('suggests an address the server takes from the title', () => {
    expect(slugFromTitle('Course Registration 2026')).toBe('course-registration-2026');
    expect(slugFromTitle('  Évaluation -- Forklift!  ')).toBe('evaluation-forklift');
    expect(slugFromTitle('تسجيل')).toBe('');
    expect(
      createFormInputSchema.safeParse({ title: 'x', slug: slugFromTitle('Rigger & Slinger') }).success,
    ).toBe(true);
  });

  it('sends blank names for the server to make, and options only for choice fields', () => {
    const values = {
      ...emptyForm(),
      title: 'Enrolment',
      slug: 'enrolment',
      fields: [
        field({ label: 'Full Name', fieldName: '  ', options: ['left', 'over'] }),
        field({
          label: 'Course',
          fieldType: 'select',
          fieldName: 'course',
          options: ['Rigger, Slinger', ' Forklift ', ''],
        }),
      ],
    };
    const payload = formPayload(values);
    expect(payload.fields.map((sent) => [sent.fieldName, sent.options])).toEqual([
      [null, []],
      ['course', ['Rigger, Slinger', ' Forklift ', '']],
    ]);
    // An option keeps its comma: the list is sent as a list.
    const parsed = createFormInputSchema.parse(payload);
    expect(parsed.fields[1]?.options).toEqual(['Rigger, Slinger', 'Forklift']);
  });

  it('checks a choice field without options by the server’s schema', () => {
    const values = {
      ...emptyForm(),
      title: 'T',
      slug: 't',
      fields: [field({ label: 'Pick', fieldType: 'radio' })],
    };
    const result = createFormInputSchema.safeParse(formPayload(values));
    expect(result.error?.issues[0]?.path).toEqual(['fields', 0, 'options']);
  });

  it('previews the names the server will make and the default texts', () => {
    const values = {
      ...emptyForm(),
      submitButtonText: ' ',
      fields: [
        field({ label: 'Email' }),
        field({ label: 'Email' }),
        field({ label: '' }),
        field({ label: 'Shift', fieldType: 'checkbox', options: ['Day', 'Night, late', 'Day'] }),
      ],
    };
    const preview = previewForm(values, 'Untitled form');
    expect(preview.title).toBe('Untitled form');
    expect(preview.submitButtonText).toBe(DEFAULT_SUBMIT_BUTTON_TEXT);
    expect(preview.fields.map((shown) => shown.fieldName)).toEqual(['email', 'email_2', 'field_3', 'shift']);
    expect(preview.fields[3]?.options).toEqual(['Day', 'Night, late']);
  });
});
