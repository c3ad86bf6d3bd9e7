import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type DehydratedState, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppRouter } from '@tc/contracts';
import { textDirection } from '@tc/contracts/language';
import { PAGE_DATA_ELEMENT_ID, type PageData, type PostedForm } from '@tc/contracts/page-data';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { pageLanguage } from '../i18n/translate';
import { forgetRenderedReads, hydrateRenderedQueries } from '../ssr/rendered-queries';
import { loadPagesAt, withLazyRoutes } from './lazy-routes';
import { NotificationsHost } from './notifications-host';
import { PostedFormProvider } from './posted-form';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { getStyleNonce } from './style-nonce';
import { createAppTheme, cssVariablesResolver } from './theme';
import { createApiClient, TRPCProvider } from './trpc';

const appRoutes = withLazyRoutes(routes);

export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** Loads the code of the page at `pathname`, so a rendered page hydrates whole (main.tsx). */
export const loadPageAt = (pathname: string) => loadPagesAt(appRoutes, pathname);

/**
 * The server writes the session's user, the website texts and the courses into the page
 * (PageData), and, on a page it rendered, every other read that page made (`queries`); they fill
 * the cache before the first render, so no page waits for a round trip and a rendered page hydrates
 * from the very data it was rendered with. Without them (the dev server, or the server could not
 * read them), the same reads go out at once, in one batched request.
 */
function startWithPageData(queryClient: QueryClient, apiClient: TRPCClient<AppRouter>): PageData | null {
  const written = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (written) {
    const data = JSON.parse(written) as PageData;
    fillWithPageData(queryClient, apiClient, data);
    if (data.queries) hydrateRenderedQueries(queryClient, data.queries as DehydratedState);
    return data;
  }
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
  void queryClient.prefetchQuery(trpc.websiteContent.get.queryOptions());
  void queryClient.prefetchQuery(trpc.courses.list.queryOptions());
  return null;
}

/** The reads every page starts with, from the page data (on the server too, before it renders). */
export function fillWithPageData(
  queryClient: QueryClient,
  apiClient: TRPCClient<AppRouter>,
  data: PageData,
): void {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
  queryClient.setQueryData(trpc.auth.me.queryKey(), data.me);
  queryClient.setQueryData(trpc.websiteContent.get.queryKey(), data.websiteContent);
  queryClient.setQueryData(trpc.courses.list.queryKey(), data.courses);
}

function createClients() {
  const queryClient = createQueryClient();
  const apiClient = createApiClient();
  const data = startWithPageData(queryClient, apiClient);
  return { queryClient, apiClient, posted: data?.posted };
}

/** Everything around the routes, the same on the server (entry-server.tsx) and in the browser. */
export function AppFrame({
  queryClient,
  apiClient,
  posted,
  children,
}: {
  queryClient: QueryClient;
  apiClient: TRPCClient<AppRouter>;
  /** The form the page posted without JavaScript, if it did (PageData.posted). */
  posted: PostedForm | undefined;
  children: ReactNode;
}) {
  const [theme] = useState(createAppTheme);
  return (
    <DirectionProvider initialDirection={textDirection(pageLanguage())}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        getStyleNonce={getStyleNonce}
      >
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider queryClient={queryClient} trpcClient={apiClient}>
            <PostedFormProvider value={posted}>{children}</PostedFormProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

/** Once the visitor moves on from the page they arrived on, its reads are made afresh like any other. */
function ForgetRenderedReads() {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') forgetRenderedReads();
  }, [key]);
  return null;
}

export function App() {
  const [{ queryClient, apiClient, posted }] = useState(createClients);
  // The page is live: rendered (or hydrated) and answering. Tests wait for it before they act.
  useEffect(() => document.documentElement.setAttribute('data-live', ''), []);
  return (
    <AppFrame queryClient={queryClient} apiClient={apiClient} posted={posted}>
      <BrowserRouter>
        <ScrollToTop />
        <ForgetRenderedReads />
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
