import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppRouter } from '@tc/contracts';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@tc/contracts/page-data';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { withLazyRoutes } from './lazy-routes';
import { NotificationsHost } from './notifications-host';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { getStyleNonce } from './style-nonce';
import { createAppTheme, cssVariablesResolver } from './theme';
import { createApiClient, TRPCProvider } from './trpc';

const appRoutes = withLazyRoutes(routes);

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The server writes the session's user, the website texts and the courses into the page
 * (PageData); they fill the cache before the first render, so no page waits for a round trip.
 * Without them (the dev server, or the server could not read them), the same reads go out at
 * once, in one batched request.
 */
function startWithPageData(queryClient: QueryClient, apiClient: TRPCClient<AppRouter>) {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
  const written = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (written) {
    const data = JSON.parse(written) as PageData;
    queryClient.setQueryData(trpc.auth.me.queryKey(), data.me);
    queryClient.setQueryData(trpc.websiteContent.get.queryKey(), data.websiteContent);
    queryClient.setQueryData(trpc.courses.list.queryKey(), data.courses);
    return;
  }
  void queryClient.prefetchQuery(trpc.websiteContent.get.queryOptions());
  void queryClient.prefetchQuery(trpc.courses.list.queryOptions());
}

function createClients() {
  const queryClient = createQueryClient();
  const apiClient = createApiClient();
  startWithPageData(queryClient, apiClient);
  return { queryClient, apiClient };
}

export function App() {
  const [{ queryClient, apiClient }] = useState(createClients);
  const [theme] = useState(createAppTheme);

  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        getStyleNonce={getStyleNonce}
      >
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider queryClient={queryClient} trpcClient={apiClient}>
            <BrowserRouter>
              <ScrollToTop />
              <AppRoutes />
            </BrowserRouter>
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
