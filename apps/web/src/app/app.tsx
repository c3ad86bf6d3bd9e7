import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { NotificationsHost } from './notifications-host';
import { createQueryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';
import { createApiClient, TRPCProvider } from './trpc';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(createApiClient);

  return (
    <DirectionProvider>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <TRPCProvider queryClient={queryClient} trpcClient={apiClient}>
            <RouterProvider router={router} />
          </TRPCProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
