import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tc/source'] },
  ssr: { resolve: { conditions: ['@tc/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // One worker context for all files: the migrated template database is built once, not per file.
    isolate: false,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
  },
});
