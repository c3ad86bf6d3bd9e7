import { initTRPC } from '@trpc/server';
import type { Role, SessionUser } from './auth/auth.schema.js';
import type { Context } from './context.js';
import { AppError, publicMessage } from './errors.js';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: ({ shape, error }) => ({
    ...shape,
    message: publicMessage(error),
    data: { ...shape.data, details: error instanceof AppError ? (error.details ?? null) : null },
  }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The procedure ladder: public -> authed (a signed-in user) -> one of some roles. */
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * The ladder's rule as a function, for transports that must know who asks before they read a
 * request body (uploads): a visitor is 401, a signed-in user without one of the roles 403.
 */
export function assertRole(user: SessionUser | null, allowed: Role[]): SessionUser {
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!allowed.includes(user.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  return user;
}

export function roleProcedure(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    assertRole(ctx.user, allowed);
    return next();
  });
}
