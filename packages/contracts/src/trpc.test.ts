import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { SessionUser } from './auth/auth.schema.js';
import { createContextInner } from './context.js';
import { restError } from './errors.js';
import {
  adminProcedure,
  assertRole,
  authedProcedure,
  clientOrInstructorProcedure,
  clientProcedure,
  createCallerFactory,
  instructorProcedure,
  publicProcedure,
  roleProcedure,
  router,
  staffProcedure,
} from './trpc.js';

const ladder = router({
  open: publicProcedure.query(() => 'open'),
  mine: authedProcedure.query(({ ctx }) => ctx.user.email),
  adminOnly: roleProcedure('admin').query(() => 'admin'),
  staff: roleProcedure('admin', 'instructor').query(() => 'staff'),
  shared: router({
    admin: adminProcedure.query(() => 'admin'),
    client: clientProcedure.query(() => 'client'),
    instructor: instructorProcedure.query(() => 'instructor'),
    staff: staffProcedure.query(() => 'staff'),
    clientOrInstructor: clientOrInstructorProcedure.query(() => 'clientOrInstructor'),
  }),
  echo: publicProcedure
    .input(z.object({ name: z.string().min(1, 'Name is required') }))
    .query(({ input }) => input.name),
});
const createLadderCaller = createCallerFactory(ladder);

function testUser(role: SessionUser['role']): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: `${role}@test.local`,
    role,
    firstName: 'Test',
    language: null,
    lastName: 'User',
    companyName: null,
    phone: null,
    isMainAdmin: false,
    mustChangePassword: false,
  };
}

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return { status: 200 };
  } catch (error) {
    return restError(error);
  }
}

describe('the procedure ladder', () => {
  // These procedures never touch the database.
  const db = {} as Kysely<DB>;
  const callerAs = (user: SessionUser | null) => createLadderCaller(createContextInner({ db, user }));

  it('lets a visitor call public procedures only', async () => {
    const visitor = callerAs(null);
    expect(await visitor.open()).toBe('open');
    expect(await statusOf(visitor.mine())).toEqual({
      status: 401,
      body: { message: 'Please sign in to continue.' },
    });
    expect((await statusOf(visitor.adminOnly())).status).toBe(401);
  });

  it('gives a signed-in user authed procedures with the user in the context', async () => {
    expect(await callerAs(testUser('client')).mine()).toBe('client@test.local');
  });

  it('checks roles: 403 for a signed-in user without the role', async () => {
    expect(await statusOf(callerAs(testUser('client')).adminOnly())).toEqual({
      status: 403,
      body: { message: 'You do not have permission to do this.' },
    });
    expect((await statusOf(callerAs(testUser('instructor')).adminOnly())).status).toBe(403);
    expect(await callerAs(testUser('instructor')).staff()).toBe('staff');
    expect(await callerAs(testUser('admin')).adminOnly()).toBe('admin');
  });

  it('builds the shared rungs for exactly their roles', async () => {
    const admits = {
      admin: ['admin'],
      client: ['client'],
      instructor: ['instructor'],
      staff: ['admin', 'instructor'],
      clientOrInstructor: ['client', 'instructor'],
    } as const;
    for (const [rung, roles] of Object.entries(admits) as [keyof typeof admits, readonly string[]][]) {
      for (const role of ['admin', 'client', 'instructor'] as const) {
        const status = (await statusOf(callerAs(testUser(role)).shared[rung]())).status;
        expect(status, `${rung} as ${role}`).toBe(roles.includes(role) ? 200 : 403);
      }
      expect((await statusOf(callerAs(null).shared[rung]())).status).toBe(401);
    }
  });

  it('opens nothing but a password change to a user with a temporary password', async () => {
    const temporary = { ...testUser('admin'), mustChangePassword: true };
    const forbidden = {
      status: 403,
      body: { message: 'Please change your temporary password before you continue.' },
    };
    expect(await statusOf(callerAs(temporary).mine())).toEqual(forbidden);
    expect(await statusOf(callerAs(temporary).adminOnly())).toEqual(forbidden);
    expect(await callerAs(temporary).open()).toBe('open');
    expect(() => assertRole(temporary, ['admin'])).toThrow('Please change your temporary password');
  });

  it('turns a zod failure into a 400 carrying the first issue message', async () => {
    expect(await statusOf(callerAs(null).echo({ name: '' }))).toEqual({
      status: 400,
      body: { message: 'Name is required' },
    });
  });

  it('hides the details of unexpected errors', () => {
    expect(restError(new Error('relation "x" does not exist'))).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
  });

  it('checks every answer against its output schema, synchronously', async () => {
    const output = z.object({ name: z.string() });
    const parseAsync = vi.spyOn(output, 'parseAsync');
    const answers = router({
      extra: publicProcedure.output(output).query(() => ({ name: 'Ali', passwordHash: 'secret' })),
      wrong: publicProcedure.output(output).query(() => ({ name: 42 }) as unknown as { name: string }),
      afterInput: publicProcedure
        .input(z.object({ id: z.string() }))
        .output(output)
        .query(({ input }) => ({ name: input.id, token: 'secret' })),
    });
    const caller = createCallerFactory(answers)(createContextInner({ db: {} as Kysely<DB> }));
    expect(await caller.extra()).toEqual({ name: 'Ali' });
    expect(await caller.afterInput({ id: 'x' })).toEqual({ name: 'x' });
    expect(await statusOf(caller.wrong())).toMatchObject({ status: 500 });
    // zod's compiled fast path runs only for synchronous parses.
    expect(parseAsync).not.toHaveBeenCalled();
  });
});
