import { z } from 'zod';
import { hasControlCharacter, isPhoneText, phoneMessage, westernDigits } from '../fields.js';
import type { FormFieldType } from './form-fields.js';

/**
 * A submission checked against the stored form: the server's rule, also run by the public page
 * before it sends (so the visitor sees the first missing field at once). Answers are keyed by
 * fieldName; keys the form does not have are dropped.
 */

/** What the check needs of a field. */
export interface AnswerableField {
  fieldName: string;
  label: string;
  fieldType: FormFieldType;
  isRequired: boolean;
  options: readonly string[];
}

export type CheckedAnswer = string | number | string[];

export interface AnswerProblem {
  fieldName: string;
  message: string;
}

export interface CheckedAnswers {
  /** The answers to keep: trimmed, numbers as numbers; blank optional fields left out. */
  answers: Record<string, CheckedAnswer>;
  /** Every problem, in the form's order (empty when the submission can be stored). */
  errors: AnswerProblem[];
}

/** Longest answer a one-line field takes, and a textarea. */
export const ANSWER_MAX = 1000;
export const LONG_ANSWER_MAX = 10_000;

const emailSchema = z.email();
const phonePattern = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const decimalPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** The longest e-mail address there can be (RFC 5321), which is also what the submission keeps. */
const EMAIL_MAX = 254;

function isRealDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** One field's answer (not blank): the value to keep, or the problem's message. */
function checkAnswer(field: AnswerableField, value: unknown): { value: CheckedAnswer } | { message: string } {
  const { label } = field;
  if (field.fieldType === 'checkbox') {
    const chosen = typeof value === 'string' ? [value] : value;
    if (
      !Array.isArray(chosen) ||
      !chosen.every((item) => typeof item === 'string' && field.options.includes(item))
    ) {
      return { message: `${label} must be a list of the offered options` };
    }
    return { value: field.options.filter((option) => chosen.includes(option)) };
  }
  if (field.fieldType === 'number') {
    // Decimal notation only: Number() alone would take '0x1f', '1e5' and 'Infinity'.
    const number =
      typeof value === 'string' ? (decimalPattern.test(value.trim()) ? Number(value.trim()) : NaN) : value;
    if (typeof number !== 'number' || !Number.isFinite(number))
      return { message: `${label} must be a number` };
    return { value: number };
  }
  if (typeof value !== 'string') return { message: `${label} must be text` };
  const text = value.trim();
  const max = field.fieldType === 'textarea' ? LONG_ANSWER_MAX : ANSWER_MAX;
  if (text.length > max) return { message: `${label} must be at most ${max} characters` };
  if (hasControlCharacter(text)) return { message: `${label} must not contain control characters` };
  switch (field.fieldType) {
    case 'email':
      return text.length <= EMAIL_MAX && emailSchema.safeParse(text).success
        ? { value: text }
        : { message: `${label} must be a valid e-mail address` };
    case 'phone': {
      const phone = westernDigits(text);
      if (!isPhoneText(phone)) return { message: phoneMessage(label) };
      return phonePattern.test(phone)
        ? { value: phone }
        : { message: `${label} must be a valid phone number` };
    }
    case 'date':
      return isRealDate(text) ? { value: text } : { message: `${label} must be a valid date` };
    case 'select':
    case 'radio':
      return field.options.includes(text)
        ? { value: text }
        : { message: `${label} must be one of the offered options` };
    default:
      return { value: text };
  }
}

/** Checks every answer of a submission against the form's fields. */
export function checkAnswers(
  fields: readonly AnswerableField[],
  data: Record<string, unknown>,
): CheckedAnswers {
  // No prototype: a field named like one of Object's own keys keeps its answer.
  const answers: Record<string, CheckedAnswer> = Object.create(null);
  const errors: AnswerProblem[] = [];
  for (const field of fields) {
    const value = Object.hasOwn(data, field.fieldName) ? data[field.fieldName] : undefined;
    if (isBlank(value)) {
      if (field.isRequired)
        errors.push({ fieldName: field.fieldName, message: `${field.label} is required` });
      continue;
    }
    const checked = checkAnswer(field, value);
    if ('message' in checked) errors.push({ fieldName: field.fieldName, message: checked.message });
    else answers[field.fieldName] = checked.value;
  }
  return { answers, errors };
}

/**
 * The hidden field that people never see and bots fill in: a submission that fills it is answered
 * as if stored, and dropped. Its name has a hyphen, which no field name can.
 */
export const HONEYPOT_FIELD = 'your-website';
