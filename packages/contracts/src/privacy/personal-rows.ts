import type { DB } from '@tc/db';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { PersonalDataKind, PrivacyPerson } from './privacy.schema.js';

/** A row as stored, with its id where it has one (sessions and sign-ins are listed without secrets). */
export type PersonalRow = Record<string, unknown> & { id?: string };

export interface PersonalRows {
  /** The person's account, found by their e-mail (any case); null when none. */
  account: (PersonalRow & { id: string; isMainAdmin: boolean; role: string }) | null;
  rows: Record<Exclude<PersonalDataKind, 'account'>, PersonalRow[]>;
}

/** A value as JSON writes it, so a submitted form's answer is found whole ('"a@b.bh"', never 'xa@b.bh'). */
const jsonValue = (value: string) => JSON.stringify(value);

/** The lower-cased text of a column equals the e-mail (stored e-mails keep their case on older rows). */
const sameEmail = (column: string, email: string): Expression<SqlBool> =>
  sql<SqlBool>`lower(${sql.ref(column)}) = ${email}`;

/**
 * Every row the product holds about one person: by their e-mail, their account and what names
 * it or the address; by their national ID, their public certificates. A form submission is theirs
 * when it was sent from the address or holds the address or the ID as an answer.
 */
export async function findPersonalRows(db: Kysely<DB>, person: PrivacyPerson): Promise<PersonalRows> {
  const email = person.email ?? null;
  const nationalId = person.nationalId ?? null;
  const account = email
    ? ((await db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'firstName',
          'lastName',
          'companyName',
          'phone',
          'address',
          'vatNumber',
          'crNumber',
          'role',
          'language',
          'isActive',
          'isMainAdmin',
          'createdAt',
          'updatedAt',
        ])
        .where(sameEmail('email', email))
        .executeTakeFirst()) ?? null)
    : null;
  const userId = account?.id ?? null;
  /**
   * Where a row names the person: one of `userColumns` holds their account's id, or one of
   * `emailColumns` their e-mail. Null when the person has neither (then there is nothing to find).
   */
  const naming = (userColumns: string[], emailColumns: string[], more: Expression<SqlBool>[] = []) => {
    const conditions = [
      ...(userId ? userColumns.map((column) => sql<SqlBool>`${sql.ref(column)} = ${userId}`) : []),
      ...(email ? emailColumns.map((column) => sameEmail(column, email)) : []),
      ...more,
    ];
    return conditions.length > 0 ? sql<SqlBool>`(${sql.join(conditions, sql` or `)})` : null;
  };
  const rowsWhere = async <T>(
    where: Expression<SqlBool> | null,
    query: (where: Expression<SqlBool>) => Promise<T[]>,
  ): Promise<T[]> => (where ? query(where) : []);

  const answers = [email, nationalId].filter((value): value is string => value !== null).map(jsonValue);
  const [
    sessions,
    loginLogs,
    classes,
    certificates,
    publicCertificates,
    quotations,
    invoices,
    formSubmissions,
    contactMessages,
    chatMessages,
    pushSubscriptions,
  ] = await Promise.all([
    rowsWhere(naming(['userId'], []), (where) =>
      db
        .selectFrom('sessions')
        .select(['createdAt', 'lastSeenAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where(where)
        .execute(),
    ),
    rowsWhere(naming(['userId'], ['email']), (where) =>
      db.selectFrom('loginLogs').selectAll().where(where).orderBy('loginTime', 'desc').execute(),
    ),
    rowsWhere(naming(['userId', 'instructorId'], []), (where) =>
      db.selectFrom('schedules').selectAll().where(where).orderBy('preferredDate', 'desc').execute(),
    ),
    rowsWhere(naming(['userId'], []), (where) =>
      db
        .selectFrom('certificates')
        .select([
          'id',
          'certificateNumber',
          'courseId',
          'courseType',
          'issueDate',
          'expiryDate',
          'fileName',
          'governmentNumber',
          'createdAt',
        ])
        .where(where)
        .execute(),
    ),
    nationalId
      ? db.selectFrom('publicCertificates').selectAll().where('nationalId', '=', nationalId).execute()
      : [],
    rowsWhere(naming(['clientId'], ['clientEmail', 'contactEmail']), (where) =>
      db.selectFrom('quotations').selectAll().where(where).execute(),
    ),
    rowsWhere(naming(['clientId'], ['clientEmail']), (where) =>
      db.selectFrom('invoices').selectAll().where(where).execute(),
    ),
    rowsWhere(
      naming(
        [],
        ['submitterEmail'],
        answers.map((answer) => sql<SqlBool>`position(${answer} in lower(submitted_data::text)) > 0`),
      ),
      (where) => db.selectFrom('formSubmissions').selectAll().where(where).execute(),
    ),
    rowsWhere(naming([], ['email']), (where) =>
      db.selectFrom('contactMessages').selectAll().where(where).execute(),
    ),
    rowsWhere(naming(['senderId'], []), (where) =>
      db.selectFrom('adminChatMessages').selectAll().where(where).execute(),
    ),
    rowsWhere(naming(['userId'], []), (where) =>
      db
        .selectFrom('pushSubscriptions')
        .select(['id', 'endpoint', 'userAgent', 'createdAt'])
        .where(where)
        .execute(),
    ),
  ]);

  const about = [userId, ...[...publicCertificates, ...contactMessages].map((row) => row.id)].filter(
    (id): id is string => id !== null,
  );
  const auditRows = await auditRowsAbout(db, about, userId);
  return {
    account,
    rows: {
      sessions,
      loginLogs,
      classes,
      certificates,
      publicCertificates,
      quotations: quotations.map(({ publicToken: _secret, ...row }) => row),
      invoices,
      formSubmissions,
      contactMessages,
      chatMessages,
      pushSubscriptions,
      auditRows,
    },
  };
}

/** The audit trail's rows about these things or by this user, and the classes' history of the user. */
async function auditRowsAbout(
  db: Kysely<DB>,
  entityIds: string[],
  userId: string | null,
): Promise<PersonalRow[]> {
  if (entityIds.length === 0) return [];
  const [changes, classHistory] = await Promise.all([
    db
      .selectFrom('auditLog')
      .selectAll()
      .where((eb) =>
        eb.or([eb('entityId', 'in', entityIds), ...(userId ? [eb('performedBy', '=', userId)] : [])]),
      )
      .orderBy('createdAt', 'desc')
      .execute(),
    userId
      ? db
          .selectFrom('scheduleAuditLog')
          .selectAll()
          .where((eb) => eb.or([eb('userId', '=', userId), eb('performedBy', '=', userId)]))
          .orderBy('createdAt', 'desc')
          .execute()
      : [],
  ]);
  return [
    ...changes.map((row) => ({ log: 'audit_log', ...row })),
    ...classHistory.map((row) => ({ log: 'schedule_audit_log', ...row })),
  ];
}
