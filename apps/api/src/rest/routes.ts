import type { RestRoute } from './adapter.js';
import { authRoutes } from './auth.js';
import { contactRoutes } from './contact.js';
import { courseRoutes } from './courses.js';
import { publicSiteRoutes } from './public-site.js';
import { userRoutes } from './users.js';
import { websiteContentRoutes } from './website-content.js';

/** Every REST path of the spec, by domain. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...contactRoutes,
  ...courseRoutes,
  ...publicSiteRoutes,
  ...userRoutes,
  ...websiteContentRoutes,
];
