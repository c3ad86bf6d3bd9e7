import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tc/source'] },
  ssr: { resolve: { conditions: ['@tc/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // Test files share their worker's modules, so testing.ts builds the migrated PGlite template
    // (initdb + migrations, ~4 s) once per worker instead of once per file. No test here relies
    // on module state of its own.
    isolate: false,
    testTimeout: 30_000,
    // A hook builds a database (PGlite initdb and migrations, or a PostgreSQL one): on a machine
    // running every suite at once that has taken over a minute.
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
  },
});
