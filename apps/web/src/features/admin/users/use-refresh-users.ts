import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../app/trpc';

/** Reads the user list again after a change; resolves once the new list is in. */
export function useRefreshUsers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.users.list.queryKey() }),
    [queryClient, trpc],
  );
}
