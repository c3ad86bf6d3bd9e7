import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageLoader } from '../../app/full-page-loader';
import { useTRPC } from '../../app/trpc';
import { RolePortal } from '../portals/role-portal';
import { showsPortal } from './portal-route';

/**
 * Holds every route until the session (auth.me) is known, showing the 'Loading...' spinner.
 * A failed read means no one is signed in (spec, section 6); it is not retried.
 * Then a signed-in user gets the portal of their role at plain / (see showsPortal); everything
 * else is the public site.
 */
export function SessionGate() {
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.me.queryOptions());
  const location = useLocation();

  if (session.isPending) return <FullPageLoader />;
  const user = session.data;
  if (user && showsPortal(user, location)) return <RolePortal user={user} />;
  return <Outlet />;
}
