import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests run in Node (the SSR environment); workspace packages export their source under this condition.
  ssr: { resolve: { conditions: ['@tc/source', ...defaultServerConditions] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    reporters: ['default', 'json'],
    outputFile: 'test-report.json',
  },
});
