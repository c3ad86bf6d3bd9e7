import { type AnswerableField, checkAnswers, HONEYPOT_FIELD } from '@tc/contracts/schemas';

/** A field's answer while the visitor fills it in: the chosen options of checkboxes, else text. */
export type FormFieldValue = string | string[];
export type FormValues = Record<string, FormFieldValue>;

/** The empty answer of a field: a list for checkboxes, text for everything else. */
export function emptyFieldValue(field: Pick<AnswerableField, 'fieldType'>): FormFieldValue {
  return field.fieldType === 'checkbox' ? [] : '';
}

/** Every field of a form, empty. */
export function emptyAnswers(
  fields: readonly Pick<AnswerableField, 'fieldName' | 'fieldType'>[],
): FormValues {
  return Object.fromEntries(fields.map((field) => [field.fieldName, emptyFieldValue(field)]));
}

export type PreparedSubmission =
  | { ok: true; data: Record<string, unknown> }
  /** Each field's problem by fieldName, and the first in the form's order (the toast's). */
  | { ok: false; errors: Record<string, string>; first: { fieldName: string; message: string } };

/**
 * What the page sends, once the server's own check (checkAnswers) finds nothing wrong: the answers
 * as typed (the server trims and converts them again) and the hidden honeypot field beside them.
 */
export function prepareSubmission(
  fields: readonly AnswerableField[],
  values: FormValues,
  honeypot: string,
): PreparedSubmission {
  const { errors } = checkAnswers(fields, values);
  const [first] = errors;
  if (first) {
    const byField: Record<string, string> = {};
    for (const problem of errors) byField[problem.fieldName] ??= problem.message;
    return { ok: false, errors: byField, first };
  }
  return { ok: true, data: { ...values, [HONEYPOT_FIELD]: honeypot } };
}
