import { arPortals } from './ar-portals';
import { arSite } from './ar-site';
import type { ArabicForms, Catalogue } from './catalogue';

/**
 * Every user-facing text of the web app in Arabic (Modern Standard Arabic, for readers in Bahrain), in
 * the shape of en with every Arabic plural form. Each file of ar/ is checked against its English file;
 * this checks that none is missing. The app loads its two parts apart (page-language.ts, portal-texts.ts).
 */
export const ar = { ...arSite, ...arPortals } satisfies Catalogue<ArabicForms>;
