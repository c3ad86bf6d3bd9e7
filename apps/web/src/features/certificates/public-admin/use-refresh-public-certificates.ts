import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';

/** After the directory changes: the console's list. */
export function useRefreshPublicCertificates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.publicCertificates.list.queryKey() });
}
