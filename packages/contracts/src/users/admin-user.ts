import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { sessionUserColumns, toSessionUser } from '../auth/user-row.js';
import { byId } from '../ids.js';
import { containsText, nullsLast, pagedList } from '../paging/paged-list.js';
import type { AdminUser, UserFilter } from './users.schema.js';

export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const DUPLICATE_EMAIL_MESSAGE = 'A user with this email already exists';

/** Users with the time of their latest successful sign-in; never a password hash. */
export function selectAdminUsers(db: Kysely<DB>) {
  return db
    .selectFrom('users')
    .select([
      ...sessionUserColumns,
      'users.isActive',
      'users.createdAt',
      'users.address',
      'users.vatNumber',
      'users.crNumber',
    ])
    .select((eb) =>
      eb
        .selectFrom('loginLogs')
        .select((inner) => inner.fn.max('loginLogs.loginTime').as('lastLoginAt'))
        .whereRef('loginLogs.userId', '=', 'users.id')
        .where('loginLogs.success', '=', true)
        .as('lastLoginAt'),
    );
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['executeTakeFirstOrThrow']>>;

export function toAdminUser(row: AdminUserRow): AdminUser {
  const lastLoginAt = row.lastLoginAt as Date | string | null;
  return {
    ...toSessionUser(row),
    isActive: row.isActive,
    address: row.address,
    vatNumber: row.vatNumber,
    crNumber: row.crNumber,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: lastLoginAt === null ? null : new Date(lastLoginAt).toISOString(),
  };
}

/** The Users tab's list: the search matches the whole name, e-mail, company or phone. */
export const userList = pagedList({
  rows: (ctx, filter: UserFilter) => {
    let query = selectAdminUsers(ctx.db);
    if (filter.search) {
      // The expression of the name's search index (list_indexes migration), written the same way.
      const name = sql`(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`;
      const columns = [name, 'users.email', 'users.companyName', 'users.phone'];
      query = query.where(containsText(columns, filter.search));
    }
    if (filter.role) query = query.where('users.role', '=', filter.role);
    return query;
  },
  sorts: {
    createdAt: 'users.createdAt',
    name: [nullsLast('users.firstName'), nullsLast('users.lastName')],
    email: 'users.email',
    companyName: nullsLast('users.companyName'),
    role: 'users.role',
    lastLoginAt: nullsLast('lastLoginAt'),
  },
  id: 'users.id',
  items: (rows) => rows.map(toAdminUser),
});

/** One user for the console; unknown and malformed ids are both 404. */
export async function getAdminUser(db: Kysely<DB>, id: string): Promise<AdminUser> {
  const row = await byId(id, USER_NOT_FOUND_MESSAGE, (id) =>
    selectAdminUsers(db).where('users.id', '=', id).executeTakeFirst(),
  );
  return toAdminUser(row);
}

export interface TargetUser {
  id: string;
  role: string;
  isMainAdmin: boolean;
}

/** The user an admin action is about, or 404. */
export function findTarget(db: Kysely<DB>, id: string): Promise<TargetUser> {
  return byId(id, USER_NOT_FOUND_MESSAGE, (id) =>
    db.selectFrom('users').select(['id', 'role', 'isMainAdmin']).where('id', '=', id).executeTakeFirst(),
  );
}
