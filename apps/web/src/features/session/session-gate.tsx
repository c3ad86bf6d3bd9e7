import { useQuery } from '@tanstack/react-query';
import { Outlet, useMatch } from 'react-router-dom';
import { FullPageLoader } from '../../app/full-page-loader';
import { useTRPC } from '../../app/trpc';
import { RolePortal } from '../portals/role-portal';

/**
 * Holds every route until the session (auth.me) is known, showing the 'Loading...' spinner.
 * A failed read means no one is signed in (spec, section 6); it is not retried.
 * Then, at /, a signed-in user gets the portal of their role instead of the public site, and an
 * admin gets the admin portal at /admin/form-builder (spec, section 2); everything else is public.
 */
export function SessionGate() {
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.me.queryOptions());
  const atHome = useMatch('/') !== null;
  const atFormBuilder = useMatch('/admin/form-builder') !== null;

  if (session.isPending) return <FullPageLoader />;
  const user = session.data;
  if (user && (atHome || (atFormBuilder && user.role === 'admin'))) return <RolePortal user={user} />;
  return <Outlet />;
}
