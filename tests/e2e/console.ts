import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Wide screens show the console's navigation beside the tab; narrower ones put it in a drawer. */
const SIDE_NAVIGATION_MIN_WIDTH = 1200;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A console tab's link: its label, and after it the count of what waits there. */
export const consoleLinkName = (label: string, unread = 'unread') =>
  new RegExp(`^${escapeRegExp(label)}( \\d+ ${escapeRegExp(unread)})?$`);

/** The console's own words for its navigation, in the page's language. */
export interface ConsoleWords {
  openNavigation: string;
  tabsLabel: string;
  unread: string;
}
const englishWords: ConsoleWords = {
  openNavigation: 'Open navigation',
  tabsLabel: 'Admin console sections',
  unread: 'unread',
};

/**
 * Opens a tab of the admin console the way its user would: the link in the side navigation, or
 * on a phone the same link in the drawer behind 'Open navigation'.
 */
export async function openConsoleTab(page: Page, label: string, words: ConsoleWords = englishWords) {
  const width = page.viewportSize()?.width ?? SIDE_NAVIGATION_MIN_WIDTH;
  if (width < SIDE_NAVIGATION_MIN_WIDTH) {
    await page.getByRole('button', { name: words.openNavigation }).click();
  }
  const navigation = page.getByRole('navigation', { name: words.tabsLabel });
  const link = navigation.getByRole('link', { name: consoleLinkName(label, words.unread) });
  await link.click();
  // A phone's drawer closes with a fade: what follows (an axe scan, a click) waits until it is gone.
  if (width < SIDE_NAVIGATION_MIN_WIDTH) await expect(navigation).toBeHidden();
}

/** Up to this width a list's rows are cards (the web app's phone layout, 62em). */
const CARDS_MAX_WIDTH = 992;

/**
 * An entry of a console or portal list that holds the text: a table row, or on phones a card;
 * only in the list of that name where a tab shows more than one (Quotations, Tax Invoices).
 */
export function listEntry(page: Page, text: string | RegExp, list?: string) {
  const cards = (page.viewportSize()?.width ?? CARDS_MAX_WIDTH + 1) <= CARDS_MAX_WIDTH;
  const main = page.getByRole('main');
  const scope = list ? main.getByRole(cards ? 'list' : 'table', { name: list, exact: true }) : main;
  return scope.getByRole(cards ? 'listitem' : 'row').filter({ hasText: text });
}
