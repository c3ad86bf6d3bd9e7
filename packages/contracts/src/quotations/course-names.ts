import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { Language } from '../language.js';
import type { QuotationLine } from './quotations.schema.js';

/** Courses' names in a reader's language, by course id; a course not in it keeps its line's name. */
export type CourseNames = ReadonlyMap<string, string>;

/**
 * The catalogue's Arabic names of these lines' courses, by course id, for a document in Arabic (a
 * line keeps the English name it was priced with; an Arabic document shows the Arabic where the
 * catalogue has one). Empty for any other language.
 */
export async function arabicCourseNames(
  db: Kysely<DB>,
  lines: readonly Pick<QuotationLine, 'courseId'>[],
  language: Language,
): Promise<CourseNames> {
  if (language !== 'ar' || lines.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'nameAr'])
    .where(
      'id',
      'in',
      lines.map((line) => line.courseId),
    )
    .where('nameAr', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row.nameAr ?? '']));
}

/** A line's course as the reader of `names` reads it. */
export const lineCourseName = (line: Pick<QuotationLine, 'courseId' | 'courseName'>, names: CourseNames) =>
  names.get(line.courseId) || line.courseName;
