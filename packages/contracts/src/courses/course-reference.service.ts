import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { AppError } from '../errors.js';
import { lockCourses } from '../locked-references.js';
import type { CourseReference } from './course-reference.js';
import { type CourseType, courseTypeLabel, courseTypeOf } from './course-types.js';

/** The course a certificate is issued for, as the certificate stores it. */
export interface CertificateCourse {
  id: string;
  name: string;
  courseType: CourseType;
}

interface CatalogueCourse extends CertificateCourse {
  code: string;
  isActive: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The course a reference names, or undefined. courseId wins when it is sent. Otherwise courseType
 * is, first, a course's name or code (any case); then a course type's key or label, which names
 * the type's course: an active one first, one named as the type's label first, the oldest first
 * (the order the migration linked old certificates by). 'other' is a catch-all, so for it only a
 * course named 'Other Training' is taken, never whichever course the catalogue typed other.
 * Inactive courses count: an outside caller may record a certificate of a retired course.
 */
function findCourse(catalogue: CatalogueCourse[], reference: CourseReference): CertificateCourse | undefined {
  const id = reference.courseId?.toLowerCase();
  // Compared with the catalogue's ids, a malformed one names no course and never reaches SQL.
  if (id) return catalogue.find((course) => course.id === id);
  const wanted = reference.courseType ?? '';
  if (!wanted) return undefined;
  const byName = catalogue.find((course) => same(course.name, wanted) || same(course.code, wanted));
  if (byName) return byName;
  const type = courseTypeOf(wanted);
  if (!type) return undefined;
  const named = (course: CatalogueCourse) => same(course.name, courseTypeLabel(type));
  const ofType = catalogue.filter(
    (course) => course.courseType === type && (type !== 'other' || named(course)),
  );
  return (
    ofType.find((course) => course.isActive && named(course)) ??
    ofType.find((course) => course.isActive) ??
    ofType.find(named) ??
    ofType[0]
  );
}

/**
 * Reads the catalogue once (it is small) and answers a finder for course references, for a form
 * or every row of a CSV file. Oldest first, so ties go to the oldest course.
 */
export async function courseFinder(
  db: Kysely<DB>,
): Promise<(reference: CourseReference) => CertificateCourse | undefined> {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'name', 'code', 'courseType', 'isActive'])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const catalogue = rows.map((row) => ({ ...row, courseType: row.courseType as CourseType }));
  return (reference) => findCourse(catalogue, reference);
}

/**
 * The course a certificate names, or 400 with the form's message. Inside the write's transaction:
 * the course is locked against a delete until it commits.
 */
export async function requireCourse(
  trx: Kysely<DB>,
  reference: CourseReference,
  message: string,
): Promise<CertificateCourse> {
  const course = (await courseFinder(trx))(reference);
  if (!course || !(await lockCourses(trx, [course.id])).has(course.id)) {
    throw new AppError('BAD_REQUEST', message);
  }
  return course;
}
