import type { RestRoute } from './adapter.js';

/**
 * The public site's lists and the certificate verification (the forms are in rest/forms.ts), and
 * what search engines read: the site map and robots.txt, revalidated on every read.
 */
export const publicSiteRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/public-certificates/search',
    call: (caller, req) => {
      // ?query= missing or repeated: the first value, or '' (which answers the form's message).
      const query = req.query.query;
      return caller.publicCertificates.search({ query: (Array.isArray(query) ? query[0] : query) ?? '' });
    },
  },
  { method: 'GET', path: '/api/gallery-photos', etag: true, call: (caller) => caller.gallery.listPublic() },
  {
    method: 'GET',
    path: '/sitemap.xml',
    answers: 'file',
    call: async (caller) => ({
      contentType: 'application/xml; charset=utf-8',
      disposition: 'inline',
      fileName: 'sitemap.xml',
      cacheControl: 'no-cache',
      body: await caller.publicPages.siteMap(),
    }),
  },
  {
    method: 'GET',
    path: '/robots.txt',
    answers: 'file',
    call: async (caller) => ({
      contentType: 'text/plain; charset=utf-8',
      disposition: 'inline',
      fileName: 'robots.txt',
      cacheControl: 'no-cache',
      body: await caller.publicPages.robots(),
    }),
  },
];
