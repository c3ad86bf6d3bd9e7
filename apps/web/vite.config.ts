import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiOrigin = 'http://localhost:3000';

/** Libraries every page needs, split by how often they change, so a release of our code keeps them cached. */
const vendorChunks = [
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  { name: 'vendor-mantine', test: /[\\/]node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
  { name: 'vendor-data', test: /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]/ },
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
