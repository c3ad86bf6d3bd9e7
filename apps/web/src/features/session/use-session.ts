import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tc/contracts/schemas';
import { useCallback } from 'react';
import { useTRPC } from '../../app/trpc';

/** The signed-in user, or null for a visitor (the session is known once the SessionGate renders). */
export function useSessionUser(): SessionUser | null {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions()).data ?? null;
}

/** Reads the session again (after a login or a password change); resolves once the new answer is in. */
export function useRefreshSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    [queryClient, trpc],
  );
}
