// Forms for the tests (not part of the build): a field of every type, answers they all take, a
// form written straight to the tables, and CSV read back as a spreadsheet would.
import type { DB } from '@tc/db';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { assignFieldNames, parseOptions } from './form-fields.js';
import type { FormFieldInput } from './forms.schema.js';

let counter = 0;

/** The rows of a CSV file as a spreadsheet reads them (a byte order mark skipped). */
export function readCsv(text: string): string[][] {
  return parseCsv(text, { bom: true }) as string[][];
}

/** A field of every type, as the Form Builder sends them (names given, options both ways). */
export const EVERY_FIELD_TYPE: FormFieldInput[] = [
  { fieldType: 'text', label: 'Full name', fieldName: 'full_name', isRequired: true },
  { fieldType: 'email', label: 'E-mail', fieldName: 'email', isRequired: true },
  { fieldType: 'phone', label: 'Phone', fieldName: 'phone' },
  { fieldType: 'textarea', label: 'Message', fieldName: 'message' },
  { fieldType: 'number', label: 'Candidates', fieldName: 'candidates' },
  { fieldType: 'select', label: 'Course', fieldName: 'course', options: 'Forklift, Mobile crane' },
  { fieldType: 'radio', label: 'Shift', fieldName: 'shift', options: ['Morning', 'Evening'] },
  {
    fieldType: 'checkbox',
    label: 'Needs',
    fieldName: 'needs',
    options: 'Transport, Lunch, Arabic materials',
  },
  { fieldType: 'date', label: 'Preferred date', fieldName: 'preferred_date' },
];

/** Answers every field of EVERY_FIELD_TYPE takes. */
export const EVERY_FIELD_ANSWERS = {
  full_name: 'Layla Nasser',
  email: 'layla@gulfports.test',
  phone: '+973 1700 0000',
  message: 'Two of us need the Arabic materials.',
  candidates: 2,
  course: 'Mobile crane',
  shift: 'Morning',
  needs: ['Lunch', 'Arabic materials'],
  preferred_date: '2026-12-15',
};

/** A form written straight to the tables (active, every field type unless `fields` says otherwise). */
export async function insertForm(
  db: Kysely<DB>,
  fields: { slug?: string; title?: string; isActive?: boolean; fields?: FormFieldInput[] } = {},
): Promise<{ id: string; slug: string }> {
  counter += 1;
  const form = await db
    .insertInto('customForms')
    .values({
      title: fields.title ?? `Test Form ${counter}`,
      slug: fields.slug ?? `test-form-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      isActive: fields.isActive ?? true,
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  const formFields = fields.fields ?? EVERY_FIELD_TYPE;
  const names = assignFieldNames(formFields);
  if (formFields.length > 0) {
    await db
      .insertInto('formFields')
      .values(
        formFields.map((field, index) => ({
          formId: form.id,
          fieldType: field.fieldType,
          label: field.label,
          fieldName: names[index] ?? `field_${index + 1}`,
          placeholder: field.placeholder ?? null,
          isRequired: field.isRequired ?? false,
          options: JSON.stringify(parseOptions(field.options ?? [])),
          displayOrder: index,
        })),
      )
      .execute();
  }
  return form;
}
