import { testDatabases } from '@tc/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, insertCourse, insertForm, TEST_APP_URL } from '../test-support.js';
import { robotsTxt, siteMapXml } from './site-map.js';

/** Each listed address with its date, as the site map writes them. */
const listed = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map(([, loc, lastmod]) => ({
    loc,
    lastmod,
  }));

describe.each(testDatabases())('the site map, on $name', ({ create }) => {
  let database: Awaited<ReturnType<typeof create>>;
  /** One caller, so one process's cache of public reads throughout. */
  let siteMap: () => Promise<string>;
  beforeAll(async () => {
    database = await create();
    const { caller } = callerFor(database.db);
    siteMap = () => caller.publicPages.siteMap();
  });
  afterAll(() => database.close());

  it('lists the public pages and every active course and form, each with the date it last changed', async () => {
    const course = await insertCourse(database.db, { name: 'Rigger Level 1' });
    const hidden = await insertCourse(database.db, { name: 'Retired Course', isActive: false });
    const form = await insertForm(database.db, { slug: 'site-map-enquiry' });
    const closed = await insertForm(database.db, { slug: 'site-map-closed', isActive: false });
    const changedAt = new Date('2026-11-20T09:30:00Z');
    await database.db
      .updateTable('courses')
      .set({ updatedAt: changedAt })
      .where('id', '=', course.id)
      .execute();

    const pages = listed(await siteMap());
    const locs = pages.map((page) => page.loc);
    for (const path of [
      '/',
      '/courses',
      '/gallery',
      '/forms',
      `/course/${course.id}`,
      '/forms/site-map-enquiry',
    ]) {
      expect(locs).toContain(`${TEST_APP_URL}${path}`);
    }
    for (const path of [`/course/${hidden.id}`, `/forms/${closed.slug}`]) {
      expect(locs).not.toContain(`${TEST_APP_URL}${path}`);
    }
    expect(locs.some((loc) => /\/(verify|quote|reset-password|admin)/.test(loc ?? ''))).toBe(false);
    expect(pages.find((page) => page.loc === `${TEST_APP_URL}/course/${course.id}`)?.lastmod).toBe(
      changedAt.toISOString(),
    );
    expect(pages.find((page) => page.loc === `${TEST_APP_URL}/forms/${form.slug}`)?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
  });

  it('follows a change at once, though kept: a course switched off leaves it', async () => {
    const course = await insertCourse(database.db, { name: 'Banksman' });
    expect(await siteMap()).toContain(`/course/${course.id}<`);
    await database.db.updateTable('courses').set({ isActive: false }).where('id', '=', course.id).execute();
    expect(await siteMap()).not.toContain(`/course/${course.id}<`);
  });
});

describe('the site map’s text', () => {
  it('gives each page its address in each language, the plain one the default, every address escaped', () => {
    const xml = siteMapXml([{ path: '/forms/a&b', lastModified: null }], 'https://centre.test');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(xml).toContain('<url><loc>https://centre.test/forms/a&amp;b</loc><xhtml:link');
    expect(xml).toContain('hreflang="en" href="https://centre.test/forms/a&amp;b?lang=en"');
    expect(xml).toContain('hreflang="ar" href="https://centre.test/forms/a&amp;b?lang=ar"');
    expect(xml).toContain('hreflang="x-default" href="https://centre.test/forms/a&amp;b"');
    expect(xml).not.toContain('<lastmod>');
  });

  it('robots.txt keeps crawlers out of the API, the console, the portals and one person’s links', () => {
    const robots = robotsTxt('https://centre.test');
    for (const rule of ['/api/', '/trpc', '/admin/', '/*?tab=', '/reset-password', '/quote/']) {
      expect(robots).toContain(`\nDisallow: ${rule}\n`);
    }
    expect(robots).toContain('\nSitemap: https://centre.test/sitemap.xml\n');
  });
});
