import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tc/source'] },
  ssr: { resolve: { conditions: ['@tc/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // One worker context for all files: the migrated template database is built once, not per file.
    isolate: false,
    // One worker: with two, a socket test that cuts the database's listening connection closed
    // its socket as lost (1006) instead of asking it to reconnect (1012), once in two CI runs.
    // A hook builds a database (PGlite initdb and migrations, or a PostgreSQL one): on a machine
    // running every suite at once that has taken over a minute.
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
  },
});
