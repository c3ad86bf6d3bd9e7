import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { type FormFieldType, parseOptions } from './form-fields.js';
import type { AnsweredField, FormAnswer, PublicFormField } from './forms.schema.js';

/** The one message for a form that is not there (or, for visitors, not active). */
export const FORM_NOT_FOUND_MESSAGE = 'Form not found';

export type FormRow = Selectable<DB['customForms']>;
export type FieldRow = Selectable<DB['formFields']>;

export interface StoredField extends PublicFormField {
  displayOrder: number;
}

/** Options as stored: a list; comma text, as older rows may hold them, read as one option a comma. */
const stringList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : typeof value === 'string'
      ? parseOptions(value)
      : [];

/** The Arabic of each option by position, as long as the options (null where there is none). */
function arabicOptions(value: unknown, count: number): (string | null)[] {
  const stored = Array.isArray(value) ? value : [];
  return Array.from({ length: count }, (_, index) => {
    const item = stored[index];
    return typeof item === 'string' && item !== '' ? item : null;
  });
}

function toStoredField(row: FieldRow): StoredField {
  const options = stringList(row.options);
  return {
    id: row.id,
    fieldName: row.fieldName,
    label: row.label,
    fieldType: row.fieldType as FormFieldType,
    placeholder: row.placeholder,
    isRequired: row.isRequired,
    options,
    labelAr: row.labelAr,
    placeholderAr: row.placeholderAr,
    optionsAr: arabicOptions(row.optionsAr, options.length),
    displayOrder: row.displayOrder,
  };
}

/** The fields of some forms, each form's in display order. */
export async function loadFields(
  db: Kysely<DB>,
  formIds: readonly string[],
): Promise<Map<string, StoredField[]>> {
  const byForm = new Map<string, StoredField[]>(formIds.map((id) => [id, []]));
  if (formIds.length === 0) return byForm;
  const rows = await db
    .selectFrom('formFields')
    .selectAll()
    .where('formId', 'in', formIds)
    .orderBy('displayOrder')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  for (const row of rows) byForm.get(row.formId)?.push(toStoredField(row));
  return byForm;
}

/** A stored answer as the output schema takes it (rows written before the check are coerced). */
function toAnswer(value: unknown): FormAnswer {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return JSON.stringify(value) ?? '';
}

export function toSubmittedData(value: unknown): Record<string, FormAnswer> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, answer]) => [key, toAnswer(answer)]));
}

/** A submission's snapshot of the fields it was answered under; [] for rows stored before it. */
export function toAnsweredFields(value: unknown): AnsweredField[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { fieldName, label, fieldType } = item as Record<string, unknown>;
    if (typeof fieldName !== 'string' || typeof label !== 'string' || typeof fieldType !== 'string')
      return [];
    return [{ fieldName, label, fieldType: fieldType as FormFieldType }];
  });
}
