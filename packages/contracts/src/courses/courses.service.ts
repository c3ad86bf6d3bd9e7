import type { DB } from '@tc/db';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../errors.js';
import { isUuid } from '../ids.js';
import type { Course } from './courses.schema.js';

export type CourseRow = Selectable<DB['courses']>;

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    whatYouLearn: row.whatYouLearn,
    imageUrl: row.imageUrl,
    icon: row.icon as Course['icon'],
    certificateType: row.certificateType as Course['certificateType'],
    trainingPrice: row.trainingPrice,
    assessmentPrice: row.assessmentPrice,
    duration: row.duration,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public catalogue: active courses by name. */
export async function listActiveCourses(db: Kysely<DB>): Promise<Course[]> {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('isActive', '=', true)
    .orderBy('name')
    .execute();
  return rows.map(toCourse);
}

/** One active course; inactive and unknown courses are both 'not found' to the public. */
export async function getActiveCourse(db: Kysely<DB>, id: string): Promise<Course> {
  const row = isUuid(id)
    ? await db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', id)
        .where('isActive', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Course not found');
  return toCourse(row);
}
