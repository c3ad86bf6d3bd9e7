import type { DB } from '@tc/db';
import { type Kysely, sql } from 'kysely';
import { LANGUAGES } from '../language.js';

/** A page of the public site a search engine may list, and when what it shows last changed (if known). */
export interface PublicPage {
  path: string;
  lastModified: string | null;
}

type Instant = string | Date | null;
const instant = (value: Instant) => (value === null ? null : new Date(value).toISOString());
const latest = (...values: Instant[]) =>
  values
    .map(instant)
    .reduce((last, value) => (last === null || (value !== null && value > last) ? value : last));

/**
 * Every public page a crawler may list: the landing page, the catalogue, the gallery, the forms, and
 * each active course and form. Verification pages (a person's certificate), reset links, quotation
 * links, the portals and the console are not public content and are never listed. Each page's date
 * is the last change of what it shows (the landing page shows the website texts and the courses).
 */
export async function publicPages(db: Kysely<DB>): Promise<PublicPage[]> {
  const [dates, courses, forms] = await Promise.all([
    sql<{ site: Instant; courses: Instant; gallery: Instant; forms: Instant }>`select
        (select max(updated_at) from website_content) as site,
        (select max(updated_at) from courses where is_active) as courses,
        (select max(updated_at) from gallery_photos where is_active) as gallery,
        (select max(updated_at) from custom_forms where is_active) as forms`.execute(db),
    db.selectFrom('courses').select(['id', 'updatedAt']).where('isActive', '=', true).orderBy('id').execute(),
    db
      .selectFrom('customForms')
      .select(['slug', 'updatedAt'])
      .where('isActive', '=', true)
      .orderBy('slug')
      .execute(),
  ]);
  const changed = dates.rows[0] ?? { site: null, courses: null, gallery: null, forms: null };
  return [
    { path: '/', lastModified: latest(changed.site, changed.courses) },
    { path: '/courses', lastModified: instant(changed.courses) },
    ...courses.map((course) => ({ path: `/course/${course.id}`, lastModified: instant(course.updatedAt) })),
    { path: '/gallery', lastModified: instant(changed.gallery) },
    { path: '/forms', lastModified: instant(changed.forms) },
    ...forms.map((form) => ({ path: `/forms/${form.slug}`, lastModified: instant(form.updatedAt) })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/**
 * The site map (sitemaps.org 0.9) of `pages` at `appUrl`: each page's address with its date, and its
 * address in each language (`?lang=en`, `?lang=ar`, the link that chooses it) as hreflang alternates,
 * the plain address being the default (it follows the visitor's language).
 */
export function siteMapXml(pages: PublicPage[], appUrl: string): string {
  const address = (path: string, query = '') => escapeXml(`${appUrl}${path}${query}`);
  const entries = pages.map((page) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${address(page.path, `?lang=${language}`)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(page.path)}"/>`,
    ];
    const lastModified = page.lastModified === null ? '' : `<lastmod>${page.lastModified}</lastmod>`;
    return `<url><loc>${address(page.path)}</loc>${lastModified}${alternates.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: crawlers welcome on the public pages, kept out of the API, the console and the
 * portals (the console's tabs are `/?tab=`), reset and quotation links (one person's), and told
 * where the site map is.
 */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /trpc',
    'Disallow: /admin/',
    'Disallow: /*?tab=',
    'Disallow: /reset-password',
    'Disallow: /quote/',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
