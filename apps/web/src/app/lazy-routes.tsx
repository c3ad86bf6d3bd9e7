import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { FullPageLoader } from './full-page-loader';

type PageModule = { Component?: ComponentType | null };

/** Every lazy page's loader, for the server (loadLazyPages), by its route (loadPagesAt). */
const loaders = new Map<RouteObject, () => Promise<unknown>>();

/**
 * The route table uses react-router's `lazy` (a function giving `{ Component }`), but the app runs
 * the declarative router (BrowserRouter + useRoutes), which is 17 kB gzipped lighter than the data
 * router and ignores `lazy`. This turns each lazy route into a React.lazy page behind the loader.
 * A page whose code is already loaded is handed to React at once (a thenable that answers as it is
 * asked), so it renders without waiting: on the server every page is (loadLazyPages), and a
 * rendered page holds its content, not the loader.
 */
export function withLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyRoutes(route.children) : undefined;
    const { lazy: load, ...rest } = route;
    if (typeof load !== 'function') return { ...rest, children } as RouteObject;
    let loaded: { default: ComponentType } | undefined;
    const loadPage = async () => {
      const module = (await load()) as PageModule;
      if (!module.Component) throw new Error(`the lazy route ${route.path ?? ''} gives no Component`);
      loaded = { default: module.Component };
      return loaded;
    };
    const Page = lazy(() => {
      const ready = loaded;
      if (!ready) return loadPage();
      // biome-ignore lint/suspicious/noThenProperty: a thenable React reads at once (see above).
      return { then: (resolve: (page: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
    });
    const element = (
      <Suspense fallback={<FullPageLoader />}>
        <Page />
      </Suspense>
    );
    const wrapped = { ...rest, children, element } as RouteObject;
    loaders.set(wrapped, loadPage);
    return wrapped;
  });
}

/** Loads every lazy page's code (on the server, once, before the first render). */
export async function loadLazyPages(): Promise<void> {
  await Promise.all([...loaders.values()].map((load) => load()));
}

/**
 * Loads the code of the lazy pages of `routes` at `pathname` (in the browser, before a rendered page
 * is hydrated): the page hydrates whole, at once, from the HTML it came with.
 */
export async function loadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matched.map(({ route }) => loaders.get(route)?.()));
}
