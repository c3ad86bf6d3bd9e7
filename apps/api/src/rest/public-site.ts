import type { RestRoute } from './adapter.js';

/** The public site's lists and the certificate verification (the forms are in rest/forms.ts). */
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
];
