import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Plugin,
  type UserConfig,
} from 'vite';

const apiOrigin = 'http://localhost:3000';

/**
 * react-router's package exports only its development build (dev warnings on) to bundlers; its
 * own Vite plugin swaps in the production build, so outside framework mode we point at it here.
 */
function reactRouterProductionBuild() {
  const fromWeb = createRequire(import.meta.url);
  const fromRouterDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
  const dist = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist/production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
 * build over 1 KB, once, at the highest ratios; the server sends them to browsers that accept them.
 */
function precompress(): Plugin {
  const textFile = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;
  return {
    name: 'tc:precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => textFile.test(extname(name)))) {
        const content = readFileSync(join(outDir, file));
        if (content.length < 1024) continue;
        writeFileSync(join(outDir, `${file}.gz`), gzipSync(content, { level: 9 }));
        const brotli = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        };
        writeFileSync(join(outDir, `${file}.br`), brotliCompressSync(content, { params: brotli }));
      }
    },
  };
}

/**
 * The built page's stylesheets load without blocking its first paint, the loading shell (styled
 * inline): each becomes a preload, which main.tsx turns into a stylesheet and waits for before the
 * app renders, so nothing is ever shown unstyled. (No inline onload handler: the page's
 * Content-Security-Policy allows no inline script.)
 */
function nonBlockingStylesheets(): Plugin {
  return {
    name: 'tc:non-blocking-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+)">/g,
          `<link rel="preload" as="style" crossorigin href="$1">`,
        ),
    },
  };
}

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
];

/**
 * The server's renderer (`vite build --ssr src/entry-server.tsx`): one ES module in dist-server/
 * with every library bundled in, so the API loads it without the web app's dependencies. Its CSS
 * module class names and asset addresses are the browser build's.
 */
const serverBuild: UserConfig = {
  plugins: [react()],
  // React's production build, as in the browser, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: {
    conditions: ['@tc/source', ...defaultServerConditions],
    alias: reactRouterProductionBuild(),
  },
  ssr: { noExternal: true, resolve: { conditions: ['@tc/source', ...defaultServerConditions] } },
  build: {
    outDir: 'dist-server',
    assetsInlineLimit: 0,
    emptyOutDir: true,
    // The public folder's files are the browser build's to serve.
    copyPublicDir: false,
  },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [react(), nonBlockingStylesheets(), precompress()],
        resolve: {
          // Workspace packages export their TypeScript source under this condition.
          conditions: ['@tc/source', ...defaultClientConditions],
          alias: command === 'build' ? reactRouterProductionBuild() : [],
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
          // Which files each chunk needs: the server links a rendered page's lazy chunks and their CSS.
          manifest: true,
          // Every browser the site supports preloads modules natively.
          modulePreload: { polyfill: false },
          // The course drawings stay files: fetched only by pages that show them, and cached apart from the code.
          assetsInlineLimit: 0,
          rolldownOptions: {
            output: { codeSplitting: { groups: vendorChunks } },
          },
        },
      },
);
