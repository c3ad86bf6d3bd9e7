import { Tabs } from '@mantine/core';
import type { SessionUser } from '@tc/contracts/schemas';
import { type ComponentType, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { CertificatesTab } from '../certificates/admin/certificates-tab';
import { PublicCertificatesTab } from '../certificates/public-admin/public-certificates-tab';
import { SchedulesTab } from '../schedules/admin/schedules-tab';
import { type ConsoleTabId, defaultTab, visibleTabs } from './console-tabs';
import { ContactMessagesTab } from './contact-messages/contact-messages-tab';
import { CoursesTab } from './courses/courses-tab';
import { GalleryTab } from './gallery/gallery-tab';
import { UsersTab } from './users/users-tab';

type BuiltTabs = Partial<
  Record<ConsoleTabId, { label: string; Content: ComponentType<{ user: SessionUser }> }>
>;

/** The console's tabs that exist so far; the others of the spec's table are added with their features. */
function useBuiltTabs(): BuiltTabs {
  const { t } = useTranslation();
  return {
    users: { label: t('console.tabs.users'), Content: UsersTab },
    schedules: { label: t('console.tabs.schedules'), Content: SchedulesTab },
    certificates: { label: t('console.tabs.certificates'), Content: CertificatesTab },
    'public-certificates': { label: t('console.tabs.publicCertificates'), Content: PublicCertificatesTab },
    'contact-messages': { label: t('console.tabs.contactMessages'), Content: ContactMessagesTab },
    courses: { label: t('console.tabs.courses'), Content: CoursesTab },
    gallery: { label: t('console.tabs.gallery'), Content: GalleryTab },
  };
}

/** The admin console: one tabbed screen, its tabs chosen by the spec's tab and role table. */
export function AdminConsole({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const builtTabs = useBuiltTabs();
  const tabs = visibleTabs(user.role, Object.keys(builtTabs) as ConsoleTabId[]);
  const [active, setActive] = useState(() => defaultTab(user.role, tabs));

  return (
    <Tabs value={active} onChange={(tab) => setActive(tab as ConsoleTabId)} keepMounted={false}>
      <Tabs.List aria-label={t('console.tabsLabel')} mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} fw={600}>
            {builtTabs[tab]?.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => {
        const Content = builtTabs[tab]?.Content;
        return (
          <Tabs.Panel key={tab} value={tab}>
            {Content && <Content user={user} />}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
