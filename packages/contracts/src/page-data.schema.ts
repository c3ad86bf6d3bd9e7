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
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';
