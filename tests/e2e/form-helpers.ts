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

/**
 * Types a date ('YYYY-MM-DD') into a date field the centre's way, dd/mm/yyyy, and leaves the
 * field, which closes its calendar and writes the date back as it was read.
 */
export async function fillDate(field: Locator, date: string) {
  const [year, month, day] = date.split('-');
  await field.fill(`${day}/${month}/${year}`);
  await field.blur();
}
