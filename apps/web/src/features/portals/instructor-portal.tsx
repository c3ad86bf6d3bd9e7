import {
  Alert,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconClipboardList, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type SessionUser, totalCandidates } from '@tc/contracts/schemas';
import { useSearchParams } from 'react-router-dom';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { LogoutButton } from '../auth/logout-button';
import { CalendarFeedButton } from '../calendar/calendar-feed-button';
import { ChatLiveProvider, useChatUnread } from '../chat/chat-live';
import { TeamChat } from '../chat/team-chat';
import { PushCard } from '../push/push-card';
import { InstructorClasses } from '../schedules/instructor/instructor-classes';
import { classCourseName, clientName } from '../schedules/schedule-format';
import { SummaryCard } from '../schedules/summary-card';
import { PortalShell } from './portal-shell';
import tabs from './portal-tabs.module.css';

/** Spec: the instructor's list refreshes every 30 seconds while the portal is open. */
const REFRESH_MS = 30_000;

/** The portal's tabs; the address names the open one (`/?tab=chat`), as in the admin console. */
const TABS = ['current', 'history', 'chat', 'push-notifications'] as const;
type InstructorTab = (typeof TABS)[number];

function useOpenTab() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const open: InstructorTab = TABS.find((tab) => tab === asked) ?? 'current';
  const choose = (tab: string | null) => setParams(tab && tab !== 'current' ? { tab } : {});
  return [open, choose] as const;
}

/**
 * The instructor portal: counters, the classes they teach (Current: pending and confirmed;
 * History: completed and cancelled), their notes, Mark Complete, the Team Chat (its unread count
 * on its tab, kept live wherever the instructor is in the portal) and Push Notifications.
 */
export function InstructorPortal({ user }: { user: SessionUser }) {
  return (
    <ChatLiveProvider user={user}>
      <InstructorPortalContent user={user} />
    </ChatLiveProvider>
  );
}

function InstructorPortalContent({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [tab, setTab] = useOpenTab();
  const unread = useChatUnread(user);
  const classes = useQuery(
    trpc.schedules.assigned.queryOptions(undefined, {
      enabled: !user.mustChangePassword,
      refetchInterval: REFRESH_MS,
    }),
  );
  const all = classes.data ?? [];
  const current = all.filter((schedule) => schedule.status === 'pending' || schedule.status === 'confirmed');
  const history = all.filter(
    (schedule) => schedule.status === 'completed' || schedule.status === 'cancelled',
  );
  const withNotes = all.filter((schedule) => schedule.notes);

  if (classes.isError && !classes.data) {
    return (
      <PortalShell title={t('portal.instructorTitle')} user={user}>
        <Alert color="red" icon={<IconAlertTriangle />} title={t('instructorPortal.errorTitle')}>
          <Stack align="flex-start">
            <Text>{t('instructorPortal.errorText')}</Text>
            <LogoutButton variant="filled" label={t('instructorPortal.returnToLogin')} />
          </Stack>
        </Alert>
      </PortalShell>
    );
  }

  return (
    <PortalShell title={t('portal.instructorTitle')} user={user}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <SummaryCard
            label={t('instructorPortal.totalAssigned')}
            value={classes.data && all.length}
            icon={<IconClipboardList size={24} />}
          />
          <SummaryCard
            label={t('instructorPortal.upcoming')}
            value={classes.data && current.length}
            icon={<IconCalendarEvent size={24} />}
          />
          <SummaryCard
            label={t('instructorPortal.totalCandidates')}
            value={classes.data && totalCandidates(all)}
            icon={<IconUsers size={24} />}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <CalendarFeedButton />
        </Group>
        {classes.isPending ? (
          <Center py="xl">
            <Stack align="center" gap="xs">
              <Loader aria-hidden />
              <Text c="dimmed">{t('instructorPortal.loading')}</Text>
            </Stack>
          </Center>
        ) : (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List aria-label={t('instructorPortal.tabsLabel')} mb="md" className={tabs.list}>
              <Tabs.Tab value="current" fw={600}>
                {t('instructorPortal.current', { count: current.length })}
              </Tabs.Tab>
              <Tabs.Tab value="history" fw={600}>
                {t('instructorPortal.history', { count: history.length })}
              </Tabs.Tab>
              <Tabs.Tab
                value="chat"
                fw={600}
                rightSection={
                  unread ? (
                    <Badge size="sm" circle={unread < 10} color="red.9" variant="filled">
                      {unread}
                      <VisuallyHidden> {t('console.unread')}</VisuallyHidden>
                    </Badge>
                  ) : undefined
                }
              >
                {t('instructorPortal.chat')}
              </Tabs.Tab>
              <Tabs.Tab value="push-notifications" fw={600}>
                {t('instructorPortal.push')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="current">
              <InstructorClasses
                query={classes}
                rows={current}
                empty={{
                  title: t('emptyStates.instructorCurrent'),
                  text: t('instructorPortal.emptyCurrent'),
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <InstructorClasses
                query={classes}
                rows={history}
                empty={{
                  title: t('emptyStates.instructorHistory'),
                  text: t('instructorPortal.emptyHistory'),
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="chat">
              <TeamChat user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="push-notifications">
              <PushCard user={user} />
            </Tabs.Panel>
          </Tabs>
        )}
        {withNotes.length > 0 && (
          <Card padding="lg">
            <Title order={2} fz="h3" mb="sm">
              {t('instructorPortal.notesTitle')}
            </Title>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {withNotes.map((schedule) => (
                <li key={schedule.id}>
                  <Text fw={600} fz="sm">
                    {t('instructorPortal.noteFor', {
                      client: clientName(schedule.user),
                      course: classCourseName(schedule),
                    })}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                    {schedule.notes}
                  </Text>
                </li>
              ))}
            </Stack>
          </Card>
        )}
      </Stack>
    </PortalShell>
  );
}
