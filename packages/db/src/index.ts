export {
  type BootstrapOptions,
  type BootstrapResult,
  CENTRE_NAME,
  DEFAULT_ADMIN_EMAIL,
  ensureBootstrapData,
} from './bootstrap.js';
export { createDatabase, type Database, type DatabaseOptions } from './connection.js';
export type * from './generated/db.js';
export {
  isKnownMigration,
  lastRunMigration,
  migrateTo,
  migrateToLatest,
  pendingMigrations,
} from './migrate.js';
export type { Listening, NotificationHandlers } from './notifications.js';
export { hashPassword, randomPassword, verifyPassword } from './password.js';
export { preparedQuery } from './prepared-query.js';
export { type SeedOptions, type SeedResult, seedDemoData } from './seed.js';
