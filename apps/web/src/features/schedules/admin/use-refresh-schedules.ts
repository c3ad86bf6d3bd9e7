import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';

/** After a change to a class: every view of classes (lists, conflicts, histories). */
export function useRefreshSchedules() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() });
}
