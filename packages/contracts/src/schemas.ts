// Browser-safe entry: zod schemas and types only, nothing that touches the server.
export * from './auth/auth.schema.js';
export * from './calendar/calendar-feed.schema.js';
export { centreDate } from './centre-date.js';
export * from './certificates/certificates.schema.js';
export * from './contact/contact.schema.js';
export * from './courses/courses.schema.js';
export * from './forms/forms.schema.js';
export * from './gallery/gallery.schema.js';
export * from './page-data.schema.js';
export * from './public-certificates/public-certificates.schema.js';
export * from './schedules/schedules.schema.js';
export * from './uploads/uploads.schema.js';
export * from './users/users.schema.js';
export * from './website-content/website-content.schema.js';
