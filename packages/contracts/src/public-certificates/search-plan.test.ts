import { testDatabases } from '@tc/db/testing';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCourse } from '../test-support.js';
import { searchQuery } from './public-certificates.service.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

// Anyone can search, so the search must never read the whole directory: with enough rows for the
// planner to care, its plan uses the indexes on upper(certificate_number) and national_id.
describe.each(testDatabases())('the public certificate search plan on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  beforeAll(async () => {
    database = await create();
    const course = await insertCourse(database.db, { courseType: 'forklift' });
    await sql`
      insert into public_certificates
        (certificate_number, student_name, national_id, course_id, course_type, publish_date, expiry_date)
      select 'PLAN-' || n, 'Student ' || n, (800000000 + n)::text, ${course.id}::uuid, 'forklift',
             date '2020-01-01' + (n % 1000), date '2030-01-01'
      from generate_series(1, 5000) as n
    `.execute(database.db);
    await sql`analyze public_certificates`.execute(database.db);
  }, 120_000);
  afterAll(() => database.close());

  const planOf = async (query: string): Promise<PlanNode[]> => {
    const compiled = searchQuery(database.db, { query, upperQuery: query.toUpperCase() }).compile();
    const result = await database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const raw = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return nodesOf(plan[0]?.Plan as PlanNode);
  };

  it.each(['PLAN-12345', 'plan-12345', '800012345'])(
    'reads %s through indexes, never a sequential scan',
    async (query) => {
      const nodes = await planOf(query);
      const scans = nodes.filter((node) => node['Relation Name'] === 'public_certificates');
      expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(nodes.map((node) => node['Index Name'])).toEqual(
        expect.arrayContaining([
          'public_certificates_upper_number_idx',
          'public_certificates_national_id_idx',
        ]),
      );
    },
  );
});
