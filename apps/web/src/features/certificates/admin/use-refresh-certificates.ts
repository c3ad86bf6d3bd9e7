import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';

/** After a certificate is issued or deleted: every view of private certificates. */
export function useRefreshCertificates() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.certificates.pathKey() });
}
