import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../app/trpc';

/** Reads the messages and their summary again after a change; resolves once both are in. */
export function useRefreshContactMessages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.contact.pathFilter()), [queryClient, trpc]);
}
