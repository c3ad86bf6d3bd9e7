import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiOrigin = 'http://localhost:3000';

/**
 * Libraries split by how often they change, so a release of our code keeps them cached.
 * entriesAware: each library's modules are grouped by the chunks that use them, so what only the
 * lazy chunks (portals, login dialog) use is not loaded with the public pages.
 */
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  {
    name: 'vendor-mantine',
    test: /[\\/]node_modules[\\/](@mantine|@floating-ui)[\\/]/,
    entriesAware: true,
  },
  { name: 'vendor-data', test: /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]/, entriesAware: true },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { name: 'vendor-i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages export their TypeScript source under this condition.
    conditions: ['@tc/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/trpc': apiOrigin,
      '/api': apiOrigin,
      '/sw.js': apiOrigin,
      '/ws': { target: apiOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // The course drawings stay files: fetched only by pages that show them, and cached apart from the code.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
