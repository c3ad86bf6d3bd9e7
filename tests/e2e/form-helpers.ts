import type { Locator, Page } from '@playwright/test';

/** Picks an option of a select, typing part of it first where the select is searchable. */
export async function choose(scope: Locator, page: Page, field: string, option: string) {
  const input = scope.getByRole('combobox', { name: field, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
}
