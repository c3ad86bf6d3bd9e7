import { z } from 'zod';
import { publicProcedure, router } from '../trpc.js';
import { courseIdInputSchema, courseSchema } from './courses.schema.js';
import { getActiveCourse, listActiveCourses } from './courses.service.js';

export const coursesRouter = router({
  list: publicProcedure.output(z.array(courseSchema)).query(({ ctx }) => listActiveCourses(ctx.db)),
  byId: publicProcedure
    .input(courseIdInputSchema)
    .output(courseSchema)
    .query(({ ctx, input }) => getActiveCourse(ctx.db, input.id)),
});
