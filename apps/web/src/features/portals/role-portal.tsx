import type { SessionUser } from '@tc/contracts/schemas';
import { lazy, Suspense } from 'react';
import { FullPageLoader } from '../../app/full-page-loader';
import { loadPortalTexts } from '../../i18n/portal-texts';

// Each portal is its own chunk, with the portals' texts: a visitor downloads none of them.
const withTexts = <Module,>(portal: Promise<Module>) =>
  Promise.all([portal, loadPortalTexts()]).then(([module]) => module);
const AdminPortal = lazy(() =>
  withTexts(import('../admin/admin-portal')).then((m) => ({ default: m.AdminPortal })),
);
const InstructorPortal = lazy(() =>
  withTexts(import('./instructor-portal')).then((m) => ({ default: m.InstructorPortal })),
);
const ClientPortal = lazy(() =>
  withTexts(import('./client-portal')).then((m) => ({ default: m.ClientPortal })),
);

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
