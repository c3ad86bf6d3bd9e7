import { describe, expect, it } from 'vitest';
import { checkAnswers } from './form-answers.js';
import { assignFieldNames, duplicateFieldName, fieldNameFromLabel, parseOptions } from './form-fields.js';
import { formFieldInputSchema } from './forms.schema.js';

// The field rules the Form Builder previews and the server applies (no database needed).

describe('field names', () => {
  it.each([
    ['Full Name', 'full_name'],
    ['  E-mail address (work) ', 'e_mail_address_work'],
    ['Nationalité', 'nationalite'],
    ['Ångström № 5', 'angstrom_no_5'],
    ['الاسم الكامل', ''],
    ['!!!', ''],
    ['x'.repeat(60), 'x'.repeat(50)],
    [`${'a'.repeat(49)} b`, 'a'.repeat(49)],
  ])('%j gives %j', (label, name) => {
    expect(fieldNameFromLabel(label)).toBe(name);
  });

  it('keeps given names, makes the missing ones unique, and falls back to field_N', () => {
    expect(
      assignFieldNames([
        { label: 'Name' },
        { label: 'Name', fieldName: null },
        { label: 'Other', fieldName: 'name_3' },
        { label: 'Name' },
        { label: 'الهاتف' },
        { label: '', fieldName: 'field_5' },
        { label: '؟' },
      ]),
    ).toEqual(['name', 'name_2', 'name_3', 'name_4', 'field_5_2', 'field_5', 'field_7']);
  });

  it('finds a name given to two fields', () => {
    expect(
      duplicateFieldName([{ fieldName: 'a' }, { fieldName: '' }, { fieldName: null }, { fieldName: '' }]),
    ).toBe(null);
    expect(duplicateFieldName([{ fieldName: 'a' }, { fieldName: 'b' }, { fieldName: 'a' }])).toBe('a');
  });

  it('refuses the one name no answer could carry', () => {
    const parsed = formFieldInputSchema.safeParse({ fieldType: 'text', label: 'X', fieldName: '__proto__' });
    expect(parsed.error?.issues[0]?.message).toBe('Field name __proto__ is reserved');
  });
});

describe('options', () => {
  it('takes comma-separated text or a list: trimmed, blanks and repeats dropped', () => {
    expect(parseOptions(' Sitra , Hidd,, Sitra ,')).toEqual(['Sitra', 'Hidd']);
    expect(parseOptions(['A, B', ' C ', ''])).toEqual(['A, B', 'C']);
    expect(parseOptions('')).toEqual([]);
  });
});

describe('checking answers', () => {
  const fields = [
    { fieldName: 'count', label: 'Count', fieldType: 'number' as const, isRequired: true, options: [] },
    {
      fieldName: 'constructor',
      label: 'Constructor',
      fieldType: 'text' as const,
      isRequired: false,
      options: [],
    },
  ];

  it('treats 0 as an answer and keeps a field named like an Object key', () => {
    const checked = checkAnswers(fields, { count: 0, constructor: 'Liebherr', extra: 'x' });
    expect(checked.errors).toEqual([]);
    expect({ ...checked.answers }).toEqual({ count: 0, constructor: 'Liebherr' });
  });

  it.each(['1e3', 'Infinity', '0x10', '1,5', '.'])('refuses %j as a number', (value) => {
    expect(checkAnswers(fields, { count: value }).errors).toEqual([
      { fieldName: 'count', message: 'Count must be a number' },
    ]);
  });
});
