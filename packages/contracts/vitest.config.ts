import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@tc/source'] },
  ssr: { resolve: { conditions: ['@tc/source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-report.json' },
  },
});
