import { Button } from '@mantine/core';
import { IconWorldWww } from '@tabler/icons-react';
import type { SessionUser } from '@tc/contracts/schemas';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { ChatLiveProvider } from '../chat/chat-live';
import layout from '../layout/layout.module.css';
import { PortalShell } from '../portals/portal-shell';
import { useAdminConsole } from './admin-console';
import { ConsoleNav } from './console-nav';

/** The admin portal: the portal frame with the console's navigation around the open tab. */
export function AdminPortal({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { entries, active, current } = useAdminConsole(user);
  // The first view (no tab named) welcomes; a tab's own page goes straight to the tab on a phone.
  const location = useLocation();
  const onTabPage = new URLSearchParams(location.search).has('tab') || location.pathname !== '/';
  return (
    <ChatLiveProvider user={user}>
      <PortalShell
        title={t('portal.adminTitle')}
        section={current?.label}
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
        navigation={(onNavigate) => <ConsoleNav entries={entries} active={active} onNavigate={onNavigate} />}
        navigationUnread={entries.reduce((sum, entry) => sum + (entry.unread ?? 0), 0)}
        compactHeading={onTabPage}
      >
        {current && <current.Content user={user} />}
      </PortalShell>
    </ChatLiveProvider>
  );
}
