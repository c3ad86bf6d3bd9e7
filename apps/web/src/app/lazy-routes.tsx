import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageLoader } from './full-page-loader';

/**
 * The route table uses react-router's `lazy` (a function giving `{ Component }`), but the app runs
 * the declarative router (BrowserRouter + useRoutes), which is 17 kB gzipped lighter than the data
 * router and ignores `lazy`. This turns each lazy route into a React.lazy page behind the loader.
 */
export function withLazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyRoutes(route.children) : undefined;
    const { lazy: load, ...rest } = route;
    if (typeof load !== 'function') return { ...rest, children } as RouteObject;
    const Page = lazy(async () => {
      const module = (await load()) as { Component?: ComponentType | null };
      if (!module.Component) throw new Error(`the lazy route ${route.path ?? ''} gives no Component`);
      return { default: module.Component };
    });
    const element = (
      <Suspense fallback={<FullPageLoader />}>
        <Page />
      </Suspense>
    );
    return { ...rest, children, element } as RouteObject;
  });
}
