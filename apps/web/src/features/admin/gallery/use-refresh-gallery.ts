import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';

/** After a change to the photos: the console's grid and the public gallery. */
export function useRefreshGallery() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
}
