import { z } from 'zod';
import { okSchema } from '../auth/auth.schema.js';
import { cachedPublic } from '../public-cache.js';
import { adminProcedure, publicProcedure, router } from '../trpc.js';
import {
  courseIdInputSchema,
  courseSchema,
  createCourseInputSchema,
  updateCourseInputSchema,
} from './courses.schema.js';
import { getActiveCourse, listActiveCourses } from './courses.service.js';
import { createCourse, deleteCourse, listAllCourses, updateCourse } from './courses-admin.service.js';

/** The public catalogue and the admin console's Courses tab. */
export const coursesRouter = router({
  /** In the order of the caller's language: one answer kept for each language. */
  list: publicProcedure
    .output(z.array(courseSchema))
    .query(({ ctx }) =>
      cachedPublic(ctx, `courses.list:${ctx.language}`, () => listActiveCourses(ctx.db, ctx.language)),
    ),
  byId: publicProcedure
    .input(courseIdInputSchema)
    .output(courseSchema)
    .query(({ ctx, input }) =>
      cachedPublic(ctx, `courses.byId:${input.id}`, () => getActiveCourse(ctx.db, input.id)),
    ),

  /** Every course, inactive ones too. */
  listAll: adminProcedure.output(z.array(courseSchema)).query(({ ctx }) => listAllCourses(ctx)),

  create: adminProcedure
    .input(createCourseInputSchema)
    .output(courseSchema)
    .mutation(({ ctx, input }) => createCourse(ctx, ctx.user, input)),

  /** The fields to change; answers the course. */
  update: adminProcedure
    .input(updateCourseInputSchema)
    .output(courseSchema)
    .mutation(({ ctx, input }) => updateCourse(ctx, ctx.user, input)),

  /** Refused (409) while anything uses the course (course-usage.ts). */
  delete: adminProcedure
    .input(courseIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteCourse(ctx, ctx.user, input.id)),
});
