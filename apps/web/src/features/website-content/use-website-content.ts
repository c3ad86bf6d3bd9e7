import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';

/** The editable texts of the public site (hero, footer, contact details); one cached read shared by all. */
export function useWebsiteContent() {
  const trpc = useTRPC();
  return useQuery(trpc.websiteContent.get.queryOptions());
}
