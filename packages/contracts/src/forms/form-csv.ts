import { CENTRE_TIME_ZONE } from '../centre-date.js';
import { CSV_BOM, csvCell } from '../csv-cells.js';
import type { AnsweredField, FormAnswer } from './forms.schema.js';

/**
 * The submissions of a form as a CSV file for a spreadsheet: UTF-8 with a byte order mark (so
 * Excel reads Arabic right), CRLF line ends and RFC 4180 quoting. A cell a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) is prefixed with a single
 * quote; answers of number fields are numbers, never formulas, and stay as they are.
 */

const SUBMITTED_AT_HEADER = 'Submitted at (Bahrain time)';
const SUBMITTER_EMAIL_HEADER = 'Submitter e-mail';

export interface CsvSubmission {
  submittedAt: Date;
  submitterEmail: string | null;
  submittedData: Record<string, FormAnswer>;
  fields: readonly AnsweredField[];
}

/** A column of answers: a field, by its name. */
interface Column {
  fieldName: string;
  label: string;
}

function answerCell(answer: FormAnswer | undefined): string {
  return csvCell(Array.isArray(answer) ? answer.join('; ') : answer);
}

const bahrainTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: CENTRE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Bahrain's wall-clock time, `YYYY-MM-DD HH:mm:ss`. */
function bahrainDateTime(instant: Date): string {
  const part = Object.fromEntries(bahrainTime.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * The columns: the form's current fields in order, then fields found only in older submissions
 * (by fieldName, headed by the label of their latest submission), then answers no snapshot names
 * (rows stored before submissions kept their fields), by name.
 */
function csvColumns(current: readonly Column[], submissionsNewestFirst: readonly CsvSubmission[]): Column[] {
  const columns = current.map(({ fieldName, label }) => ({ fieldName, label }));
  const seen = new Set(columns.map((column) => column.fieldName));
  const add = (fieldName: string, label: string) => {
    if (seen.has(fieldName)) return;
    seen.add(fieldName);
    columns.push({ fieldName, label });
  };
  for (const submission of submissionsNewestFirst) {
    for (const field of submission.fields) add(field.fieldName, field.label);
  }
  // jsonb keeps no key order: answers without a snapshot come by name.
  const unnamed = new Set(
    submissionsNewestFirst.flatMap((submission) => Object.keys(submission.submittedData)),
  );
  for (const fieldName of [...unnamed].sort()) add(fieldName, fieldName);
  return columns;
}

export function submissionsToCsv(
  current: readonly Column[],
  submissionsNewestFirst: readonly CsvSubmission[],
): string {
  const columns = csvColumns(current, submissionsNewestFirst);
  const header = [SUBMITTED_AT_HEADER, SUBMITTER_EMAIL_HEADER, ...columns.map((column) => column.label)].map(
    csvCell,
  );
  const rows = submissionsNewestFirst.map((submission) => [
    csvCell(bahrainDateTime(submission.submittedAt)),
    csvCell(submission.submitterEmail),
    ...columns.map((column) =>
      answerCell(
        Object.hasOwn(submission.submittedData, column.fieldName)
          ? submission.submittedData[column.fieldName]
          : undefined,
      ),
    ),
  ]);
  return `${CSV_BOM}${[header, ...rows].map((row) => `${row.join(',')}\r\n`).join('')}`;
}
