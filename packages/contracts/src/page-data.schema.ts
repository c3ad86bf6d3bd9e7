import type { TRPCErrorShape } from '@trpc/server/rpc';
import type { SessionUser } from './auth/auth.schema.js';
import type { Course } from './courses/courses.schema.js';
import type { Language } from './language.js';
import type { WebsiteContent } from './website-content/website-content.schema.js';

/**
 * What the server writes into every page it serves (a JSON script, id `page-data`), so the first
 * render needs no round trip: the session's user (null for a visitor), the website texts and the
 * active courses, exactly as auth.me, websiteContent.get and courses.list answer them.
 * Types and a name only: the web app imports it (as @tc/contracts/page-data) without loading zod.
 */
export interface PageData {
  /** The page's language: a `?lang=` link's, else the caller's (language.ts). */
  language: Language;
  me: (SessionUser & { language: Language }) | null;
  websiteContent: WebsiteContent;
  courses: Course[];
  /**
   * On a page the server rendered: every other read the page made (TanStack Query's dehydrated
   * state, opaque here), so the browser hydrates from the data the HTML was rendered with.
   */
  queries?: unknown;
  /** A form the page posted as a plain HTML form (no JavaScript ran): what it sent and how it went. */
  posted?: PostedForm;
}

/**
 * A form posted without JavaScript (the contact form, a public form), as the page shows it again:
 * thanked, or refused with the server's message, under its field where it names one, what was typed
 * still there.
 */
export interface PostedForm {
  /** 'contact', or the public form's slug. */
  form: string;
  values: Record<string, string | string[]>;
  outcome:
    | { sent: true; successMessage?: string }
    | { sent: false; message: string; fieldErrors: Record<string, string> };
}

/** The `form` of the contact form's PostedForm. */
export const CONTACT_FORM_POSTED = 'contact';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * A read of a rendered page: a query of the API's, by its path, answered as tRPC answers it over
 * HTTP (its result, or its error's shape), without HTTP.
 */
export type PageRead = (
  path: string,
  input: unknown,
) => Promise<{ result: { data: unknown } } | { error: TRPCErrorShape<object> }>;

/**
 * The server's renderer of the public pages: the web app's entry-server.tsx, built apart and loaded
 * by the API, which hands it the page's data and a way to make the page's other reads, in the
 * visitor's own context.
 */
export interface PageRenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  data: PageData;
  read: PageRead;
  /** The page's CSP nonce, for the style tags the render writes. */
  nonce: string;
  /** The site's address (APP_URL): canonical addresses, link previews. */
  appUrl: string;
}

export interface RenderedPage {
  /** 404 for an unknown path, or a course, form or certificate that does not exist. */
  status: 200 | 404;
  /** What goes into the page's <head>: its <title>, preloads. */
  head: string;
  /** The build's names of the lazy code chunks the page shows (their scripts and stylesheets). */
  chunks: string[];
  /** What goes inside the page's #root. */
  html: string;
  /** The page's reads, for the page data (PageData.queries). */
  queries: unknown;
}

/** Answers null for a page it does not render (a portal, the console, a quotation's page). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | null>;
