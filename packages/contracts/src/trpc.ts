import { initTRPC } from '@trpc/server';
import type { Role } from './auth/auth.schema.js';
import type { Context } from './context.js';
import { AppError, publicMessage } from './errors.js';

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter: ({ shape, error }) => ({ ...shape, message: publicMessage(error) }),
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** The procedure ladder: public -> authed (a signed-in user) -> one of some roles. */
export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export function roleProcedure(...allowed: Role[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.user.role)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
    }
    return next();
  });
}
