import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tc/source'] },
  ssr: { resolve: { conditions: ['@tc/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // One worker context for all files: the migrated template database is built once, not per file.
    isolate: false,
    // Two workers on the two-core machine: a file waiting on a clock or the database leaves the
    // core to the other; each worker builds its own template database once.
    maxWorkers: 2,
    // A hook builds a database (PGlite initdb and migrations, or a PostgreSQL one): on a machine
    // running every suite at once that has taken over a minute.
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
  },
});
