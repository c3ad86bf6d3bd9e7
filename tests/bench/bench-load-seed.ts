/**
 * The benchmark seed of `pnpm bench:load` (never part of `db:seed`): a centre some years in, in
 * bulk INSERT ... SELECT statements on the database the demo seed made (its catalogue is used).
 * Accounts get a hash no password matches: nobody signs in as them.
 */
import type pg from 'pg';
import { seedPublicCertificates } from './bench-certificates.ts';

export const loadSeed = {
  publicCertificates: 10_000,
  quotations: 2_000,
  clients: 300,
  instructors: 20,
  schedules: 3_000,
  certificates: 3_000,
  contactMessages: 1_000,
  forms: 5,
  submissions: 2_000,
};

/** Arrays of the ids of a table's rows, for picking the i-th modulo their count. */
const IDS = `
  clients as (select array_agg(id order by email) as ids from users where email like 'bench-client-%'),
  catalogue as (select array_agg(id order by code) as ids from courses where is_active)`;

const STATEMENTS: [string, string][] = [
  [
    'accounts',
    `insert into users (email, password_hash, role, first_name, last_name, company_name, phone)
     select 'bench-client-' || i || '@bench.test', 'bench:no-password', 'client', 'Client', 'No. ' || i,
       'Company ' || (i % 60), '+973 3' || lpad(i::text, 7, '0')
     from generate_series(1, $1::int) as i
     union all
     select 'bench-instructor-' || i || '@bench.test', 'bench:no-password', 'instructor', 'Instructor', 'No. ' || i,
       null, null
     from generate_series(1, $2::int) as i`,
  ],
  [
    'classes',
    `with ${IDS}
     insert into schedules (user_id, course_id, course_type, status, preferred_date, preferred_time,
       number_of_candidates, notes)
     select clients.ids[1 + i % array_length(clients.ids, 1)], c.id, c.course_type,
       (array['pending', 'confirmed', 'completed', 'cancelled'])[1 + i % 4],
       current_date - 365 + i % 500, '09:00', 1 + i % 12, 'Bench class ' || i
     from generate_series(1, $1::int) as i, clients, catalogue
     join courses c on true
     where c.id = catalogue.ids[1 + i % array_length(catalogue.ids, 1)]`,
  ],
  [
    'certificates',
    `with ${IDS}
     insert into certificates (user_id, course_id, course_type, certificate_number, file_name, file_path,
       issue_date, expiry_date)
     select clients.ids[1 + i % array_length(clients.ids, 1)], c.id, c.course_type,
       'BC-' || lpad(i::text, 6, '0'), 'bc-' || i || '.pdf', 'certificates/bc-' || i || '.pdf',
       current_date - i % 1000, current_date - i % 1000 + 1095
     from generate_series(1, $1::int) as i, clients, catalogue
     join courses c on true
     where c.id = catalogue.ids[1 + i % array_length(catalogue.ids, 1)]`,
  ],
  [
    'quotations',
    `with ${IDS}
     insert into quotations (quotation_number, status, client_id, company_name, contact_person,
       contact_email, subtotal, vat_amount, amount, valid_until, accepted_at, accepted_by, created_at)
     select 'BQ-' || lpad(i::text, 5, '0'),
       (array['draft', 'sent', 'viewed', 'accepted', 'rejected', 'expired'])[1 + i % 6],
       clients.ids[1 + i % array_length(clients.ids, 1)], 'Company ' || (i % 60), 'Contact ' || i,
       'contact-' || i || '@bench.test', 230 * (1 + i % 3), 23 * (1 + i % 3), 253 * (1 + i % 3),
       current_date + 30, case when i % 6 = 3 then now() - (i % 300) * interval '1 day' end,
       case when i % 6 = 3 then 'Contact ' || i end, now() - (i % 400) * interval '1 day'
     from generate_series(1, $1::int) as i, clients`,
  ],
  [
    'quotation lines',
    `with ${IDS}
     insert into quotation_lines (quotation_id, position, course_id, course_name, course_code,
       training_type, candidates, unit_price, line_total)
     select q.id, p, c.id, c.name, c.code, 'full_course', 1, 230, 230
     from quotations q
     cross join generate_series(1, 3) as p
     cross join catalogue
     join courses c on c.id = catalogue.ids[1 + (abs(hashtext(q.quotation_number)) + p) % array_length(catalogue.ids, 1)]
     where q.quotation_number like 'BQ-%' and p <= 1 + abs(hashtext(q.quotation_number)) % 3`,
  ],
  [
    'contact messages',
    `insert into contact_messages (name, email, message, course_interest, is_read)
     select 'Visitor ' || i, 'visitor-' || i || '@bench.test', 'Please send the dates of the next course. ' || i,
       null, i % 3 = 0
     from generate_series(1, $1::int) as i`,
  ],
  [
    'forms',
    `insert into custom_forms (title, slug, description)
     select 'Bench form ' || i, 'bench-form-' || i, 'A form of the benchmark'
     from generate_series(1, $1::int) as i`,
  ],
  [
    'form fields',
    `insert into form_fields (form_id, field_name, field_type, label, is_required, display_order)
     select f.id, 'field_' || n, 'text', 'Field ' || n, n = 1, n
     from custom_forms f cross join generate_series(1, 3) as n
     where f.slug like 'bench-form-%'`,
  ],
  [
    'form submissions',
    `with forms as (select array_agg(id order by slug) as ids from custom_forms where slug like 'bench-form-%')
     insert into form_submissions (form_id, submitted_data, submitter_email)
     select forms.ids[1 + i % array_length(forms.ids, 1)],
       jsonb_build_object('field_1', 'Answer ' || i, 'field_2', 'Second ' || i, 'field_3', 'Third ' || i),
       'sender-' || i || '@bench.test'
     from generate_series(1, $1::int) as i, forms`,
  ],
];

const PARAMETERS: Record<string, number[]> = {
  accounts: [loadSeed.clients, loadSeed.instructors],
  classes: [loadSeed.schedules],
  certificates: [loadSeed.certificates],
  quotations: [loadSeed.quotations],
  'contact messages': [loadSeed.contactMessages],
  forms: [loadSeed.forms],
  'form submissions': [loadSeed.submissions],
};

export async function seedLoadData(client: pg.Client, log: (line: string) => void): Promise<void> {
  await seedPublicCertificates(client, loadSeed.publicCertificates);
  log(`  public certificates: ${loadSeed.publicCertificates}`);
  for (const [name, statement] of STATEMENTS) {
    const result = await client.query(statement, PARAMETERS[name] ?? []);
    log(`  ${name}: ${result.rowCount}`);
  }
  await client.query('analyze');
}
