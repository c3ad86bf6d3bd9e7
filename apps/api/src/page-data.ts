import { appRouter, type Context, chooseLanguage, PAGE_DATA_ELEMENT_ID, type PageData } from '@tc/contracts';
import { queryLanguage } from './request-language.js';

/**
 * The data every page starts with (PageData), read through the same procedures the browser calls.
 * A `?lang=en|ar` in the page's address chooses the language first (the cookie, and the account of
 * a signed-in user), as a link in a mail or a QR code does. Answers the context in that language
 * too, for the page's other reads.
 */
export async function readPageData(
  requestCtx: Context,
  query: unknown,
): Promise<{ data: PageData; ctx: Context }> {
  const ctx = await pageContext(requestCtx, query);
  const caller = appRouter.createCaller(ctx);
  const [me, websiteContent, courses] = await Promise.all([
    caller.auth.me(),
    caller.websiteContent.get(),
    caller.courses.list(),
  ]);
  return { data: { language: ctx.language, me, websiteContent, courses }, ctx };
}

/** The context of a page's request in the page's language: its `?lang=`, else the caller's. */
export async function pageContext(requestCtx: Context, query: unknown): Promise<Context> {
  const chosen = queryLanguage(query);
  return chosen ? chooseLanguage(requestCtx, chosen) : requestCtx;
}

/**
 * The page data as a JSON script for the page's <head>. Every '<' is escaped, so no text (an
 * admin's website text, a course name) can close the script and become markup.
 */
export function pageDataScript(data: PageData, nonce: string): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script nonce="${nonce}" id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}
