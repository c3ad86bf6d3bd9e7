import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { FullPageLoader } from './full-page-loader';

type PageModule = { Component?: ComponentType | null };

/** Every lazy part's loader, for the server (loadLazyPages). */
const loaders = new Set<() => Promise<unknown>>();
/** The lazy routes' loaders, by route (loadPagesAt). */
const routeLoaders = new Map<RouteObject, () => Promise<unknown>>();

/**
 * A lazy part of a page (React.lazy) whose code can be loaded ahead (`load`). Once loaded, it is
 * handed to React at once (a thenable that answers as it is asked), so it renders without waiting:
 * on the server every part is loaded first (loadLazyPages), so a rendered page holds its content,
 * not a loader; in the browser a rendered page's parts are loaded before it hydrates (main.tsx).
 */
export function preloadableLazy<Props extends object>(
  loadComponent: () => Promise<ComponentType<Props>>,
): { Component: LazyExoticComponent<ComponentType<Props>>; load: () => Promise<unknown> } {
  let loaded: { default: ComponentType<Props> } | undefined;
  const load = async () => {
    loaded = { default: await loadComponent() };
    return loaded;
  };
  loaders.add(load);
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return load();
    // biome-ignore lint/suspicious/noThenProperty: a thenable React reads at once (see above).
    return { then: (resolve: (part: typeof ready) => void) => resolve(ready) } as Promise<typeof ready>;
  });
  return { Component, load };
}

/**
 * The route table uses react-router's `lazy` (a function giving `{ Component }`), but the app runs
 * the declarative router (BrowserRouter + useRoutes), which is 17 kB gzipped lighter than the data
 * router and ignores `lazy`. This turns each lazy route into a preloadable lazy page behind the loader.
 */
export function withLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyRoutes(route.children) : undefined;
    const { lazy: loadRoute, ...rest } = route;
    if (typeof loadRoute !== 'function') return { ...rest, children } as RouteObject;
    const page = preloadableLazy(async () => {
      const module = (await loadRoute()) as PageModule;
      if (!module.Component) throw new Error(`the lazy route ${route.path ?? ''} gives no Component`);
      return module.Component;
    });
    const element = (
      <Suspense fallback={<FullPageLoader />}>
        <page.Component />
      </Suspense>
    );
    const wrapped = { ...rest, children, element } as RouteObject;
    routeLoaders.set(wrapped, page.load);
    return wrapped;
  });
}

/** Loads every lazy part's code (on the server, once, before the first render). */
export async function loadLazyPages(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/** Loads the code of the lazy pages of `routes` at `pathname` (in the browser, before hydrating). */
export async function loadPagesAt(routes: RouteObject[], pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matched.map(({ route }) => routeLoaders.get(route)?.()));
}
