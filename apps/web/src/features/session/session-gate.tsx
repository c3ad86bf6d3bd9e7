import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { FullPageLoader } from '../../app/full-page-loader';
import { useTRPC } from '../../app/trpc';

/**
 * Holds every route until the session (auth.me) is known, showing the 'Loading...' spinner.
 * A failed read means no one is signed in (spec, section 6); it is not retried.
 */
export function SessionGate() {
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.me.queryOptions());
  return session.isPending ? <FullPageLoader /> : <Outlet />;
}
