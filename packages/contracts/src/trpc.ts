import { type AnyProcedure, initTRPC } from '@trpc/server';
import { z } from 'zod';
import { roles as ROLES, type Role, type SessionUser } from './auth/auth.schema.js';
import type { Context } from './context.js';
import { AppError, publicMessage } from './errors.js';
import {
  findControlCharacter,
  INPUT_DEPTH_MAX,
  INPUT_TOO_DEEP_MESSAGE,
  labelledControlCharacterMessage,
  nestsDeeperThan,
} from './fields.js';

/**
 * What a procedure tells the transports. `file`: its answer is a file (an open stream, say),
 * which only a REST file route can send: as tRPC JSON it would be garbage and leave the stream
 * open, so /trpc answers such a path as if it did not exist.
 */
export interface ProcedureMeta {
  file?: boolean;
  /** Who may call it (set by the rungs below); unset, anyone. */
  roles?: readonly Role[];
}

export function answersFile(procedure: AnyProcedure | null): boolean {
  return (procedure?._def.meta as ProcedureMeta | undefined)?.file === true;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    isDev: false,
    errorFormatter: ({ shape, error, ctx }) => ({
      ...shape,
      message: publicMessage(error, ctx?.language),
      data: { ...shape.data, details: error instanceof AppError ? (error.details ?? null) : null },
    }),
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * An output schema that tRPC parses synchronously. tRPC calls a zod schema's parseAsync, and zod
 * runs its compiled fast path only for synchronous parses: checking the 16 courses of the
 * catalogue took ~90 us instead of ~10. Every answer is still parsed (unknown fields dropped, types
 * checked); no schema of the product refines asynchronously (a synchronous parse would throw on one).
 */
function parsedSynchronously(schema: z.ZodType) {
  return { schema, '~standard': schema['~standard'], parse: (value: unknown) => schema.parse(value) };
}

/**
 * An input schema, parsed synchronously, after the rule every input obeys whatever its schema
 * says: nothing nested too deeply, no control character (fields.ts; PostgreSQL would answer
 * U+0000 with an error), refused with a message naming the field as its form labels it. Part of the parse rather than a middleware of its own: each middleware
 * level costs every call two copies of its options, and a procedure without input has none to check.
 */
function checkedInput(schema: z.ZodType) {
  return {
    schema,
    '~standard': schema['~standard'],
    parse: (value: unknown) => {
      if (nestsDeeperThan(value, INPUT_DEPTH_MAX)) throw new AppError('BAD_REQUEST', INPUT_TOO_DEEP_MESSAGE);
      const field = findControlCharacter(value);
      if (field !== null)
        throw new AppError('BAD_REQUEST', labelledControlCharacterMessage(schema, value, field));
      return schema.parse(value);
    },
  };
}

/** The zod schema a procedure's answer was declared with (none: it declares none). */
export function outputSchemaOf(procedure: { _def: object }): z.ZodType | undefined {
  return (procedure._def as { output?: ReturnType<typeof parsedSynchronously> }).output?.schema;
}

/** The zod schema a procedure's input was declared with (none: it takes no input). */
export function inputSchemaOf(procedure: { _def: { inputs: unknown[] } }): z.ZodType | undefined {
  return (procedure._def.inputs[0] as ReturnType<typeof checkedInput> | undefined)?.schema;
}

/**
 * The procedure builder, every `.input(schema)` and `.output(schema)` of every procedure built
 * from it wrapped as above: the builders that `.use()`, `.input()` and the rest answer are wrapped
 * in turn, so no router has to remember it. Types are tRPC's own (the schemas' types are unchanged).
 */
function withCheckedParsers<Builder extends object>(builder: Builder): Builder {
  return new Proxy(builder, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key);
      if (typeof member !== 'function' || key === 'query' || key === 'mutation' || key === 'subscription')
        return member;
      return (...args: unknown[]) => {
        const [first] = args;
        let given = args;
        if (first instanceof z.ZodType && key === 'output') given = [parsedSynchronously(first)];
        if (key === 'input') {
          // Unchecked input would skip the rule: every input is a zod schema.
          if (!(first instanceof z.ZodType)) throw new Error('A procedure input must be a zod schema');
          given = [checkedInput(first)];
        }
        return withCheckedParsers(member.apply(target, given));
      };
    },
  });
}

/**
 * The procedure ladder: public -> authed (a signed-in user) -> one of some roles. Every input is
 * checked by the rule above before its schema, so no new procedure can forget it.
 */
export const publicProcedure = withCheckedParsers(t.procedure);

export const MUST_CHANGE_PASSWORD_MESSAGE = 'Please change your temporary password before you continue.';

/**
 * A signed-in user, who has chosen their own password: with a temporary one (new account, admin
 * reset) only `auth.changePassword` is open, besides the public calls (me, logout), so a password
 * someone else has seen opens nothing until it is replaced.
 */
function assertSignedIn(user: SessionUser | null, path: string): SessionUser {
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (user.mustChangePassword && path !== 'auth.changePassword') {
    throw new AppError('FORBIDDEN', MUST_CHANGE_PASSWORD_MESSAGE);
  }
  return user;
}

/** Who may call a procedure: the roles of its rung (its meta), or anyone. */
export function rolesOf(procedure: { _def: { meta?: unknown } }): readonly Role[] | 'anyone' {
  return (procedure._def.meta as ProcedureMeta | undefined)?.roles ?? 'anyone';
}

export const authedProcedure = publicProcedure
  .use(({ ctx, path, next }) => {
    const user = assertSignedIn(ctx.user, path);
    return next({ ctx: { user } });
  })
  .meta({ roles: ROLES });

/**
 * The ladder's rule as a function, for transports that must know who asks before they read a
 * request body (uploads): a visitor is 401, a signed-in user without one of the roles (or still
 * with a temporary password) 403.
 */
export function assertRole(user: SessionUser | null, allowed: Role[], path = ''): SessionUser {
  const signedIn = assertSignedIn(user, path);
  if (!allowed.includes(signedIn.role))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  return signedIn;
}

/** A signed-in user with one of the roles: authedProcedure's check and the role's, one middleware. */
export function roleProcedure(...allowed: Role[]) {
  return publicProcedure
    .use(({ ctx, path, next }) => next({ ctx: { user: assertRole(ctx.user, allowed, path) } }))
    .meta({ roles: allowed });
}

// The rungs routers use, built once, so a router cannot drift to a different set of roles.
export const adminProcedure = roleProcedure('admin');
export const clientProcedure = roleProcedure('client');
export const instructorProcedure = roleProcedure('instructor');
/** Admins and instructors: the people who run classes. */
export const staffProcedure = roleProcedure('admin', 'instructor');
/** The people a class is for or taught by: each sees their own classes (the calendar feed). */
export const clientOrInstructorProcedure = roleProcedure('client', 'instructor');
