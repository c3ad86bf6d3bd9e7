import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * A catalogue course of the journey's own, made through the API by the signed-in admin: a
 * certificate names a course of the catalogue, and its name is unique, so the lists can be read
 * for it whatever else the catalogue holds. Give it a name no demo course's name is part of: other
 * journeys find demo courses by a part of their names.
 */
export async function createCourseThroughApi(
  page: Page,
  name: string,
  courseType: string,
): Promise<{ id: string; name: string; code: string }> {
  const created = await page.request.post('/api/admin/courses', {
    data: { name: `${name} ${randomUUID().slice(0, 6)}`, courseType },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; name: string; code: string };
}
