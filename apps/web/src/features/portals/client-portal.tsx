import type { SessionUser } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';
import { PortalShell } from './portal-shell';

/** The client portal: its classes and certificates tabs come with the schedules and certificates issues. */
export function ClientPortal({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return <PortalShell title={t('portal.clientTitle')} user={user} />;
}
