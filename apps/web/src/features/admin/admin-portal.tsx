import type { SessionUser } from '@tc/contracts/schemas';
import { useTranslation } from 'react-i18next';
import { PortalShell } from '../portals/portal-shell';
import { AdminConsole } from './admin-console';

/** The admin portal: the portal frame around the admin console. */
export function AdminPortal({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <PortalShell title={t('portal.adminTitle')} user={user}>
      <AdminConsole user={user} />
    </PortalShell>
  );
}
