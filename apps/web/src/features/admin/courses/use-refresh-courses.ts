import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';

/** After a change to the catalogue: the console's list, the public list (dropdown, landing) and details. */
export function useRefreshCourses() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.courses.pathKey() });
}
