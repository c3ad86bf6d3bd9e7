import { Button } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import type { SessionUser } from '@tc/contracts/schemas';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import layout from '../layout/layout.module.css';
import { PortalShell } from '../portals/portal-shell';
import { AdminConsole } from './admin-console';

/** The admin portal: the portal frame around the admin console. */
export function AdminPortal({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  return (
    <PortalShell
      title={t('portal.adminTitle')}
      user={user}
      headerActions={
        <Button
          component={Link}
          to="/?section=home"
          variant="light"
          leftSection={<IconWorldWww size={18} aria-hidden />}
          className={layout.iconButtonOnPhone}
        >
          <span className={layout.labelWideOnly}>{t('portal.editWebsite')}</span>
        </Button>
      }
    >
      <AdminConsole user={user} />
    </PortalShell>
  );
}
