import { type DB, preparedQuery } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { byId } from '../ids.js';
import type { Language } from '../language.js';
import { type ImageVersionsOf, loadImageVersions } from '../uploads/image-versions.js';
import { inShownNameOrder } from './course-order.js';
import type { Course } from './courses.schema.js';

export type CourseRow = Selectable<DB['courses']>;

export const COURSE_NOT_FOUND_MESSAGE = 'Course not found';

function toCourse(row: CourseRow, versionsOf: ImageVersionsOf): Course {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    whatYouLearn: row.whatYouLearn,
    nameAr: row.nameAr,
    descriptionAr: row.descriptionAr,
    whatYouLearnAr: row.whatYouLearnAr,
    durationAr: row.durationAr,
    imageUrl: row.imageUrl,
    imageVersions: versionsOf(row.imageUrl),
    icon: row.icon as Course['icon'],
    certificateType: row.certificateType as Course['certificateType'],
    courseType: row.courseType as Course['courseType'],
    trainingPrice: row.trainingPrice,
    assessmentPrice: row.assessmentPrice,
    duration: row.duration,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Courses as outputs, with the versions of their images (one query for all of them). */
export async function toCourses(db: Kysely<DB>, rows: CourseRow[]): Promise<Course[]> {
  const versionsOf = await loadImageVersions(
    db,
    rows.map((row) => row.imageUrl),
  );
  return rows.map((row) => toCourse(row, versionsOf));
}

/** One course as an output, with the versions of its image. */
export async function toCourseOutput(db: Kysely<DB>, row: CourseRow): Promise<Course> {
  return toCourse(row, await loadImageVersions(db, [row.imageUrl]));
}

// Every visitor's page of courses reads it: prepared (db's preparedQuery).
const activeCourses = preparedQuery((db) =>
  db.selectFrom('courses').selectAll().where('isActive', '=', true),
);

/** The public catalogue: active courses by the name a reader of `language` sees (course-order.ts). */
export async function listActiveCourses(db: Kysely<DB>, language: Language): Promise<Course[]> {
  return inShownNameOrder(await toCourses(db, await activeCourses(db, {})), language);
}

/** One active course; inactive and unknown courses are both 'not found' to the public. */
export async function getActiveCourse(db: Kysely<DB>, id: string): Promise<Course> {
  const row = await byId(id, COURSE_NOT_FOUND_MESSAGE, (id) =>
    db.selectFrom('courses').selectAll().where('id', '=', id).where('isActive', '=', true).executeTakeFirst(),
  );
  return toCourseOutput(db, row);
}
