import type { DB } from '@tc/db';
import type { Kysely } from 'kysely';

const MAX_BASE_LENGTH = 40;

/** "Mobile Crane Operations (5 days)" -> "MOBILE-CRANE-OPERATIONS-5-DAYS": the name in capitals and hyphens. */
export function codeFromName(name: string): string {
  const code = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = code.length > MAX_BASE_LENGTH ? code.slice(0, MAX_BASE_LENGTH).replace(/-[^-]*$/, '') : code;
  return cut.replace(/-+$/, '') || 'COURSE';
}

/** The code for a new course: from its name, with -2, -3, ... when another course has it. */
export async function uniqueCourseCode(db: Kysely<DB>, name: string): Promise<string> {
  const base = codeFromName(name);
  const taken = new Set(
    (await db.selectFrom('courses').select('code').where('code', 'like', `${base}%`).execute()).map(
      (row) => row.code,
    ),
  );
  let code = base;
  for (let suffix = 2; taken.has(code); suffix += 1) code = `${base}-${suffix}`;
  return code;
}
