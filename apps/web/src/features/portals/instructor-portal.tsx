import type { SessionUser } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';
import { PortalShell } from './portal-shell';

/** The instructor portal: its classes and team chat come with the schedules and chat issues. */
export function InstructorPortal({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return <PortalShell title={t('portal.instructorTitle')} user={user} />;
}
