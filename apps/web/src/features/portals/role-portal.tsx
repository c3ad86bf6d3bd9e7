import type { SessionUser } from '@tc/contracts/schemas';
import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../app/full-page-loader';

// Each portal is its own chunk: a visitor downloads none of them.
const AdminPortal = lazy(() => import('../admin/admin-portal').then((m) => ({ default: m.AdminPortal })));
const InstructorPortal = lazy(() =>
  import('./instructor-portal').then((m) => ({ default: m.InstructorPortal })),
);
const ClientPortal = lazy(() => import('./client-portal').then((m) => ({ default: m.ClientPortal })));

/** The portal of the user's role: admin, instructor, and the client portal for any other role. */
export function RolePortal({ user }: { user: SessionUser }) {
  const Portal =
    user.role === 'admin' ? AdminPortal : user.role === 'instructor' ? InstructorPortal : ClientPortal;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <Portal user={user} />
    </Suspense>
  );
}
