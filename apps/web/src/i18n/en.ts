import { enPortals } from './en-portals';
import { enSite } from './en-site';

/**
 * Every user-facing English text of the web app, composed of one file per feature in en/: the texts
 * of every page (en-site.ts, bundled) and those of the portals (en-portals.ts, loaded with a portal).
 * Its shape is every language's (catalogue.ts): the keys `t` takes and the tests' reference.
 */
export const en = { ...enSite, ...enPortals } as const;
