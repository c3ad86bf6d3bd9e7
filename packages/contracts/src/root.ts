import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { authRouter } from './auth/auth.router.js';
import { coursesRouter } from './courses/courses.router.js';
import { createCallerFactory, router } from './trpc.js';
import { usersRouter } from './users/users.router.js';
import { websiteContentRouter } from './website-content/website-content.router.js';

export const appRouter = router({
  auth: authRouter,
  courses: coursesRouter,
  users: usersRouter,
  websiteContent: websiteContentRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;
