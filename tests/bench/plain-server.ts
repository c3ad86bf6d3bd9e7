/**
 * The baseline of `pnpm bench:api`: a plain Fastify + pg server answering the product's public
 * reads with the same SQL (as Kysely compiles it, throttle count included) and the same bytes, and
 * nothing else: no hooks, no context, no validation. What the product spends beyond this is its
 * own overhead. Started by api-overhead.ts as its own process: DATABASE_URL, PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';

const DATE_OID = 1082;
const INT8_OID = 20;
// The product's type parsers (packages/db/src/connection.ts): dates as text, int8 as numbers.
const types: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return Number;
    return pg.types.getTypeParser(oid, format);
  },
};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, types });
const bahrainDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bahrain' });

type Row = Record<string, unknown>;

const COURSES_SQL = 'select * from "courses" where "is_active" = $1 order by "name"';
const VERSIONS_SQL =
  'select "image_key", "file_key", "width", "height" from "image_versions" where "image_key" in ($1) order by "width"';
const THROTTLE_SQL = `insert into "throttle_counters" ("key", "hits", "window_ends_at") values ($1, $2, $3) on conflict ("key") do update set "hits" = case when throttle_counters.window_ends_at <= $4 then 1 else throttle_counters.hits + 1 end, "window_ends_at" = case when throttle_counters.window_ends_at <= $5 then excluded.window_ends_at else throttle_counters.window_ends_at end returning "hits", "window_ends_at"`;
const SEARCH_SQL =
  'select * from "public_certificates" where "is_visible" = $1 and (upper("certificate_number") = $2 or "national_id" = $3) order by "publish_date" desc, "created_at" desc limit $4';
const VERIFY_SQL = 'select * from "public_certificates" where "verification_code" = $1 and "is_visible" = $2';

const WINDOW_MS = 10 * 60 * 1000;

async function courses(): Promise<Row[]> {
  const { rows } = await pool.query(COURSES_SQL, [true]);
  const keys = rows
    .map((row) => row.image_url as string | null)
    .filter((url): url is string => url?.startsWith('/uploads/public/') ?? false);
  // The bench's catalogue has no uploaded pictures; a second query would run if it had.
  if (keys.length > 0) await pool.query(VERSIONS_SQL, [keys[0]]);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    whatYouLearn: row.what_you_learn,
    imageUrl: row.image_url,
    imageVersions: [],
    icon: row.icon,
    certificateType: row.certificate_type,
    courseType: row.course_type,
    trainingPrice: row.training_price,
    assessmentPrice: row.assessment_price,
    duration: row.duration,
    isActive: row.is_active,
    createdAt: (row.created_at as Date).toISOString(),
    updatedAt: (row.updated_at as Date).toISOString(),
  }));
}

async function countAttempt(name: string, limit: number, address: string): Promise<boolean> {
  const now = new Date();
  const { rows } = await pool.query(THROTTLE_SQL, [
    `${name}:${address}`.slice(0, 400),
    1,
    new Date(now.getTime() + WINDOW_MS),
    now,
    now,
  ]);
  return (rows[0]?.hits as number) <= limit;
}

const mask = (id: string) =>
  '*'.repeat(id.length - (id.length > 4 ? 4 : 0)) + (id.length > 4 ? id.slice(-4) : '');

function certificate(row: Row, masked: boolean): Row {
  const nationalId = row.national_id as string | null;
  const dateOfBirth = row.date_of_birth as string | null;
  const expiryDate = row.expiry_date as string | null;
  const revokedAt = row.revoked_at as Date | null;
  const valid = expiryDate === null || expiryDate > bahrainDate.format(new Date());
  return {
    certificateNumber: row.certificate_number,
    studentName: row.student_name,
    nationalId: masked && nationalId ? mask(nationalId) : nationalId,
    dateOfBirth: masked ? null : dateOfBirth,
    yearOfBirth: row.year_of_birth ?? (dateOfBirth ? Number(dateOfBirth.slice(0, 4)) : null),
    courseType: row.course_type,
    courseName: row.course_name,
    publishDate: row.publish_date,
    expiryDate,
    status: revokedAt ? 'revoked' : valid ? 'valid' : 'expired',
    revokedAt: revokedAt?.toISOString() ?? null,
    revokedReason: row.revoked_reason,
  };
}

const NOT_FOUND = { message: 'Certificate not found' };
const THROTTLED = { message: 'Too many searches. Please wait a few minutes and try again.' };

const app = Fastify({ trustProxy: 'loopback' });

app.get('/api/courses', async () => courses());
app.get('/trpc/courses.list', async () => ({ result: { data: await courses() } }));

app.get<{ Querystring: { query?: string } }>('/api/public-certificates/search', async (req, reply) => {
  const query = (req.query.query ?? '').trim();
  if (!(await countAttempt('certificate-search:address', 30, req.ip)))
    return reply.status(429).send(THROTTLED);
  const { rows } = await pool.query(SEARCH_SQL, [true, query.toUpperCase(), query, 1]);
  const row = rows[0];
  if (!row) return reply.status(404).send(NOT_FOUND);
  return certificate(row, row.national_id !== query);
});

app.get<{ Params: { code: string } }>('/api/public-certificates/verify/:code', async (req, reply) => {
  if (!(await countAttempt('certificate-verify:address', 60, req.ip)))
    return reply.status(429).send(THROTTLED);
  const { rows } = await pool.query(VERIFY_SQL, [req.params.code.trim(), true]);
  const row = rows[0];
  if (!row) return reply.status(404).send(NOT_FOUND);
  return certificate(row, true);
});

process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
