import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, request, type TestInfo } from '@playwright/test';
import { mainAdmin } from './accounts.js';
import { expect } from './fixtures.js';

/** A form with one field of every type, as the Form Builder sends it (field names made from labels). */
export const everyFieldType = [
  { fieldType: 'text', label: 'Full Name', placeholder: 'As on your ID card', isRequired: true },
  { fieldType: 'email', label: 'Email Address', isRequired: true },
  { fieldType: 'phone', label: 'Phone Number', placeholder: '+973 3600 0000' },
  { fieldType: 'textarea', label: 'Lifting Experience' },
  { fieldType: 'number', label: 'Years Operating' },
  { fieldType: 'select', label: 'Crane Type', isRequired: true, options: 'Mobile, Tower, Overhead' },
  { fieldType: 'radio', label: 'Preferred Session', options: ['Morning', 'Evening'] },
  { fieldType: 'checkbox', label: 'Certificates Held', options: ['Rigging', 'Forklift', 'First Aid'] },
  { fieldType: 'date', label: 'Preferred Start Date' },
] as const;

export interface SeededForm {
  id: string;
  slug: string;
  title: string;
  fields: { fieldName: string; label: string }[];
}

export interface StoredSubmission {
  submittedData: Record<string, unknown>;
}

/**
 * The main admin's REST session, from an address of its own (setup, not the journey under test):
 * the visitor's page stays a fresh, signed-out browser.
 */
export async function adminSession(baseURL: string | undefined) {
  const address = `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const admin = await request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  expect((await admin.post('/api/auth/login', { data: mainAdmin })).status()).toBe(200);
  return admin;
}

/** A new active form with a slug no other test or project uses. */
export async function createForm(
  admin: APIRequestContext,
  testInfo: TestInfo,
  settings: Record<string, unknown> = {},
): Promise<SeededForm> {
  const suffix = randomUUID().slice(0, 8);
  const created = await admin.post('/api/admin/forms', {
    data: {
      title: `Operator Application ${suffix}`,
      slug: `operator-application-${testInfo.project.name}-${suffix}`,
      description: 'Tell us about yourself and the course you need.\nWe answer within two working days.',
      fields: everyFieldType,
      ...settings,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as SeededForm;
}

export async function deactivateForm(admin: APIRequestContext, form: SeededForm) {
  const patched = await admin.patch(`/api/admin/forms/${form.id}`, { data: { isActive: false } });
  expect(patched.status(), await patched.text()).toBe(200);
}

export async function storedSubmissions(admin: APIRequestContext, form: SeededForm) {
  const answer = await admin.get(`/api/admin/forms/${form.id}/submissions`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as StoredSubmission[];
}

/** The field name the server gave the field with this label. */
export function fieldName(form: SeededForm, label: string): string {
  const field = form.fields.find((candidate) => candidate.label === label);
  if (!field) throw new Error(`the form has no field labelled ${label}`);
  return field.fieldName;
}
