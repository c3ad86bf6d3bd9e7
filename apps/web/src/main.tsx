import './app/mantine-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

/**
 * The built index.html loads its stylesheets without blocking the loading shell (vite.config.ts):
 * the app renders once those still on their way have arrived (or failed), never unstyled.
 */
function stylesheetsLoaded(): Promise<unknown> {
  const pending = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    Array.from(
      pending,
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A transition: React renders the first page in slices, yielding to the browser between them,
// so a slow phone is never blocked for long while the page is built.
void stylesheetsLoaded().then(() =>
  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
