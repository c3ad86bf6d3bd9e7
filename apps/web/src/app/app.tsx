import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppRouter } from '@tc/contracts';
import type { TRPCClient } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { withLazyRoutes } from './lazy-routes';
import { NotificationsHost } from './notifications-host';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { ScrollToTop } from './scroll-to-top';
import { cssVariablesResolver, theme } from './theme';
import { createApiClient, TRPCProvider } from './trpc';

const appRoutes = withLazyRoutes(routes);

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * Every public page shows the website text and the course list: asking for them now puts them in
 * the same batched request as the session read, instead of a round trip after it.
 */
function prefetchPublicData(queryClient: QueryClient, apiClient: TRPCClient<AppRouter>) {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: apiClient, queryClient });
  void queryClient.prefetchQuery(trpc.websiteContent.get.queryOptions());
  void queryClient.prefetchQuery(trpc.courses.list.queryOptions());
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(createApiClient);
  useEffect(() => prefetchPublicData(queryClient, apiClient), [queryClient, apiClient]);

  return (
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
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
