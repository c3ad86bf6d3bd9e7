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
  const none = [] as PersonalRow[];
  const ofUser = <T>(query: () => Promise<T[]>) => (userId ? query() : Promise.resolve([] as T[]));

  const [sessions, loginLogs, classes, certificates, publicCertificates, quotations, invoices] =
    await Promise.all([
      ofUser(() =>
        db
          .selectFrom('sessions')
          .select(['createdAt', 'lastSeenAt', 'expiresAt', 'ipAddress', 'userAgent'])
          .where('userId', '=', userId as string)
          .execute(),
      ),
      email || userId
        ? db
            .selectFrom('loginLogs')
            .selectAll()
            .where((eb) =>
              eb.or([
                ...(userId ? [eb('userId', '=', userId)] : []),
                ...(email ? [sameEmail('email', email)] : []),
              ]),
            )
            .orderBy('loginTime', 'desc')
            .execute()
        : none,
      ofUser(() =>
        db
          .selectFrom('schedules')
          .selectAll()
          .where((eb) =>
            eb.or([eb('userId', '=', userId as string), eb('instructorId', '=', userId as string)]),
          )
          .orderBy('preferredDate', 'desc')
          .execute(),
      ),
      ofUser(() =>
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
          .where('userId', '=', userId as string)
          .execute(),
      ),
      nationalId
        ? db.selectFrom('publicCertificates').selectAll().where('nationalId', '=', nationalId).execute()
        : none,
      email || userId
        ? db
            .selectFrom('quotations')
            .selectAll()
            .where((eb) =>
              eb.or([
                ...(userId ? [eb('clientId', '=', userId)] : []),
                ...(email ? [sameEmail('clientEmail', email), sameEmail('contactEmail', email)] : []),
              ]),
            )
            .execute()
        : none,
      email || userId
        ? db
            .selectFrom('invoices')
            .selectAll()
            .where((eb) =>
              eb.or([
                ...(userId ? [eb('clientId', '=', userId)] : []),
                ...(email ? [sameEmail('clientEmail', email)] : []),
              ]),
            )
            .execute()
        : none,
    ]);

  const answers = [email, nationalId].filter((value): value is string => value !== null).map(jsonValue);
  const [formSubmissions, contactMessages, chatMessages, pushSubscriptions] = await Promise.all([
    db
      .selectFrom('formSubmissions')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(email ? [sameEmail('submitterEmail', email)] : []),
          ...answers.map((answer) => sql<SqlBool>`position(${answer} in lower(submitted_data::text)) > 0`),
        ]),
      )
      .execute(),
    email ? db.selectFrom('contactMessages').selectAll().where(sameEmail('email', email)).execute() : none,
    ofUser(() =>
      db
        .selectFrom('adminChatMessages')
        .selectAll()
        .where('senderId', '=', userId as string)
        .execute(),
    ),
    ofUser(() =>
      db
        .selectFrom('pushSubscriptions')
        .select(['id', 'endpoint', 'userAgent', 'createdAt'])
        .where('userId', '=', userId as string)
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
