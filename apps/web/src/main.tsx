import './app/zod-config';
import './app/mantine-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadPageAt } from './app/app';
import { loadLandingSection } from './features/home/home-page';
import { loadPageLanguage } from './i18n/page-language';

/**
 * The built index.html preloads its stylesheets without blocking the loading shell (vite.config.ts).
 * Here they become stylesheets, and the app renders once they have loaded (or failed), never
 * unstyled. The preloads have been on their way since the page arrived, so this waits little.
 * An Arabic page also waits for its texts (i18n/page-language.ts).
 */
function applyStylesheets(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    Array.from(
      preloads,
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page the server rendered (a public page for a visitor, entry-server.tsx) is hydrated: its HTML
// stays, and becomes live once this has run. Any other page is rendered here, in a transition:
// React renders the first page in slices, yielding to the browser between them, so a slow phone is
// never blocked for long while the page is built.
const rendered = rootElement.hasAttribute('data-rendered');
void Promise.all([
  applyStylesheets(),
  loadPageLanguage(),
  rendered ? loadPageAt(window.location.pathname) : undefined,
  rendered && window.location.pathname === '/' ? loadLandingSection(window.location.search) : undefined,
]).then(() =>
  rendered ? hydrateRoot(rootElement, app) : startTransition(() => createRoot(rootElement).render(app)),
);
