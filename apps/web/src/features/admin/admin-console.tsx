import {
  IconAward,
  IconBell,
  IconCalendarEvent,
  IconCertificate,
  IconChartBar,
  IconFileDollar,
  IconForms,
  IconHistory,
  IconMail,
  IconMessages,
  IconPhoto,
  IconPlugConnected,
  IconReportAnalytics,
  IconSchool,
  IconSend,
  IconShieldLock,
  IconTargetArrow,
  IconUsers,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tc/contracts/schemas';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { AnalyticsTab } from '../analytics/admin/analytics-tab';
import { AuditTab } from '../audit/admin/audit-tab';
import { CertificatesTab } from '../certificates/admin/certificates-tab';
import { useChatUnread } from '../chat/chat-live';
import { TeamChat } from '../chat/team-chat';
import { ContactMessagesTab } from '../contact/admin/contact-messages-tab';
import { CoursesTab } from '../courses/admin/courses-tab';
import { DeliveriesTab } from '../deliveries/admin/deliveries-tab';
import { FinancialGoalsTab } from '../financial-goals/admin/financial-goals-tab';
import { FormsTab } from '../forms/admin/forms-tab';
import { GalleryTab } from '../gallery/admin/gallery-tab';
import { IntegrationsTab } from '../integrations/admin/integrations-tab';
import { PrivacyTab } from '../privacy/admin/privacy-tab';
import { PublicCertificatesTab } from '../public-certificates/admin/public-certificates-tab';
import { PushCard } from '../push/push-card';
import { QuotationsTab } from '../quotations/admin/quotations-tab';
import { ReportsTab } from '../reports/admin/reports-tab';
import { SchedulesTab } from '../schedules/admin/schedules-tab';
import { UsersTab } from '../users/admin/users-tab';
import type { ConsoleNavEntry } from './console-nav';
import { type ConsoleTabId, tabAt, visibleTabs } from './console-tabs';

interface BuiltTab {
  label: string;
  icon: ReactNode;
  Content: ComponentType<{ user: SessionUser }>;
}

const icon = (Icon: typeof IconUsers) => <Icon size={20} stroke={1.6} aria-hidden />;

/** The console's tabs that exist so far; the others of the spec's table come with their features. */
function useBuiltTabs(): Partial<Record<ConsoleTabId, BuiltTab>> {
  const { t } = useTranslation();
  return {
    analytics: { label: t('console.tabs.analytics'), icon: icon(IconChartBar), Content: AnalyticsTab },
    users: { label: t('console.tabs.users'), icon: icon(IconUsers), Content: UsersTab },
    schedules: { label: t('console.tabs.schedules'), icon: icon(IconCalendarEvent), Content: SchedulesTab },
    certificates: {
      label: t('console.tabs.certificates'),
      icon: icon(IconCertificate),
      Content: CertificatesTab,
    },
    'public-certificates': {
      label: t('console.tabs.publicCertificates'),
      icon: icon(IconAward),
      Content: PublicCertificatesTab,
    },
    'contact-messages': {
      label: t('console.tabs.contactMessages'),
      icon: icon(IconMail),
      Content: ContactMessagesTab,
    },
    quotations: {
      label: t('console.tabs.quotations'),
      icon: icon(IconFileDollar),
      Content: QuotationsTab,
    },
    courses: { label: t('console.tabs.courses'), icon: icon(IconSchool), Content: CoursesTab },
    gallery: { label: t('console.tabs.gallery'), icon: icon(IconPhoto), Content: GalleryTab },
    'form-builder': { label: t('console.tabs.formBuilder'), icon: icon(IconForms), Content: FormsTab },
    'financial-goals': {
      label: t('console.tabs.financialGoals'),
      icon: icon(IconTargetArrow),
      Content: FinancialGoalsTab,
    },
    reports: { label: t('console.tabs.reports'), icon: icon(IconReportAnalytics), Content: ReportsTab },
    audit: { label: t('console.tabs.audit'), icon: icon(IconHistory), Content: AuditTab },
    privacy: { label: t('console.tabs.privacy'), icon: icon(IconShieldLock), Content: PrivacyTab },
    deliveries: { label: t('console.tabs.deliveries'), icon: icon(IconSend), Content: DeliveriesTab },
    integrations: {
      label: t('console.tabs.integrations'),
      icon: icon(IconPlugConnected),
      Content: IntegrationsTab,
    },
    'push-notifications': {
      label: t('console.tabs.pushNotifications'),
      icon: icon(IconBell),
      Content: PushCard,
    },
    chat: { label: t('console.tabs.chat'), icon: icon(IconMessages), Content: TeamChat },
  };
}

/** What waits in a tab, counted on its navigation entry. */
function useUnread(user: SessionUser): Partial<Record<ConsoleTabId, number>> {
  const trpc = useTRPC();
  const contact = useQuery(trpc.contact.summary.queryOptions());
  return { 'contact-messages': contact.data?.unread, chat: useChatUnread(user) };
}

/**
 * The admin console: the spec's tabs the user's role sees, the one the address names (else the
 * role's default) and the navigation entries that lead to each.
 */
export function useAdminConsole(user: SessionUser) {
  const built = useBuiltTabs();
  const unread = useUnread(user);
  const location = useLocation();
  const tabs = visibleTabs(user.role, Object.keys(built) as ConsoleTabId[]);
  const active = tabAt(location, user.role, tabs);
  const entries: ConsoleNavEntry[] = tabs.flatMap((tab) => {
    const entry = built[tab];
    return entry ? [{ tab, label: entry.label, icon: entry.icon, unread: unread[tab] }] : [];
  });
  return { entries, active, current: active ? built[active] : undefined };
}
