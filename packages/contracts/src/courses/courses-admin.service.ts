import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.schema.js';
import type { Context } from '../context.js';
import { AppError, isUniqueViolation } from '../errors.js';
import { byId } from '../ids.js';
import { lookUpImageAddress, resolveImageAddress } from '../uploads/image-address.service.js';
import { deleteImageIfUnused } from '../uploads/images.service.js';
import { auditCourse } from './course-audit.js';
import { uniqueCourseCode } from './course-code.js';
import { inShownNameOrder } from './course-order.js';
import { courseUsage } from './course-usage.js';
import type { Course, createCourseInputSchema, updateCourseInputSchema } from './courses.schema.js';
import { COURSE_NOT_FOUND_MESSAGE, toCourseOutput, toCourses } from './courses.service.js';

type CreateCourseData = z.output<typeof createCourseInputSchema>;
type UpdateCourseData = z.output<typeof updateCourseInputSchema>;

/** The course, its row locked until the transaction ends; 404 when there is none. */
async function lockCourse(trx: Kysely<DB>, id: string): Promise<Course> {
  const row = await byId(id, COURSE_NOT_FOUND_MESSAGE, (id) =>
    trx.selectFrom('courses').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),
  );
  return toCourseOutput(trx, row);
}

/** The console's list: every course, active or not, by the name the admin sees (course-order.ts). */
export async function listAllCourses(ctx: Context): Promise<Course[]> {
  const rows = await ctx.db.selectFrom('courses').selectAll().execute();
  return inShownNameOrder(await toCourses(ctx.db, rows), ctx.language);
}

/** A new course; its code comes from its name, made unique. */
export async function createCourse(
  ctx: Context,
  actor: SessionUser,
  input: CreateCourseData,
): Promise<Course> {
  const image = input.imageUrl ? await lookUpImageAddress(ctx, input.imageUrl) : null;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const imageUrl = image ? await resolveImageAddress({ ...ctx, db: trx }, image) : input.imageUrl;
      const row = await trx
        .insertInto('courses')
        .values({
          ...input,
          imageUrl,
          code: await uniqueCourseCode(trx, input.name),
          publishedBy: actor.id,
          createdAt: ctx.now(),
          updatedAt: ctx.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const course = await toCourseOutput(trx, row);
      await auditCourse(trx, actor, ctx.now(), 'created', null, course);
      return course;
    });
  } catch (error) {
    // Two courses of the same name saved at the same moment.
    if (isUniqueViolation(error))
      throw new AppError('CONFLICT', 'A course with this code was just added. Please try again.');
    throw error;
  }
}

/** Changes the given fields. A replaced or removed image is deleted when nothing else shows it. */
export async function updateCourse(
  ctx: Context,
  actor: SessionUser,
  input: UpdateCourseData,
): Promise<Course> {
  const { id, ...fields } = input;
  let previousImage: string | null = null;
  let course: Course;
  const image = fields.imageUrl ? await lookUpImageAddress(ctx, fields.imageUrl) : null;
  try {
    course = await ctx.db.transaction().execute(async (trx) => {
      const current = await lockCourse(trx, id);
      previousImage = current.imageUrl;
      const imageUrl =
        image && fields.imageUrl !== current.imageUrl
          ? await resolveImageAddress({ ...ctx, db: trx }, image)
          : fields.imageUrl;
      const row = await trx
        .updateTable('courses')
        .set({ ...fields, imageUrl, updatedAt: ctx.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = await toCourseOutput(trx, row);
      await auditCourse(trx, actor, ctx.now(), 'updated', current, after);
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `Another course already has the code "${fields.code}"`);
    }
    throw error;
  }
  if (previousImage !== course.imageUrl) await deleteImageIfUnused(ctx, previousImage);
  return course;
}

/**
 * Deletes a course nothing points at, and its image. A course that schedules, certificates, public
 * certificates or quotations use is refused with 409 (make it inactive instead): they would lose it.
 */
export async function deleteCourse(ctx: Context, actor: SessionUser, id: string): Promise<{ ok: true }> {
  const imageUrl = await ctx.db.transaction().execute(async (trx) => {
    // Locked first, so no schedule can take the course between the check and the delete.
    const course = await lockCourse(trx, id);
    const usage = await courseUsage(trx, id);
    if (usage) {
      throw new AppError(
        'CONFLICT',
        `This course cannot be deleted: it is used by ${usage}. Make it inactive instead.`,
      );
    }
    await trx.deleteFrom('courses').where('id', '=', id).execute();
    await auditCourse(trx, actor, ctx.now(), 'deleted', course, null);
    return course.imageUrl;
  });
  await deleteImageIfUnused(ctx, imageUrl);
  return { ok: true };
}
