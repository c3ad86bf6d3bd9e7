import { Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { CalendarFeedButton } from '../calendar/calendar-feed-button';
import { MyCertificates } from '../certificates/client/my-certificates';
import { ClientDocumentsTab } from '../client-documents/client-documents-tab';
import { OperatorsTab } from '../public-certificates/client/operators-tab';
import { PushCard } from '../push/push-card';
import { MyClasses } from '../schedules/client/my-classes';
import { SummaryCard } from '../schedules/summary-card';
import { PortalShell } from './portal-shell';
import tabs from './portal-tabs.module.css';

/**
 * The client portal: the summary cards, My Classes, My Certificates, their trained Operators, their
 * Quotations and invoices, and push notifications for their classes.
 */
export function ClientPortal({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const classes = useQuery(
    trpc.schedules.mine.queryOptions(undefined, { enabled: !user.mustChangePassword }),
  );
  const certificates = useQuery(
    trpc.certificates.mine.queryOptions(undefined, { enabled: !user.mustChangePassword }),
  );
  const completed = classes.data?.filter((schedule) => schedule.status === 'completed').length;

  return (
    <PortalShell title={t('portal.clientTitle')} user={user}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <SummaryCard
            label={t('clientPortal.totalClasses')}
            value={classes.data?.length}
            text={t('clientPortal.totalClassesText')}
            icon={<IconCalendarEvent size={24} />}
          />
          <SummaryCard
            label={t('clientPortal.certificates')}
            value={certificates.data?.length}
            text={t('clientPortal.certificatesText')}
            icon={<IconCertificate size={24} />}
          />
          <SummaryCard
            label={t('clientPortal.completed')}
            value={completed}
            text={t('clientPortal.completedText')}
            icon={<IconCircleCheck size={24} />}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <CalendarFeedButton />
        </Group>
        <Tabs defaultValue="classes" keepMounted={false}>
          <Tabs.List aria-label={t('clientPortal.tabsLabel')} mb="md" className={tabs.list}>
            <Tabs.Tab value="classes" fw={600}>
              {t('clientPortal.myClasses')}
            </Tabs.Tab>
            <Tabs.Tab value="certificates" fw={600}>
              {t('clientPortal.myCertificates')}
            </Tabs.Tab>
            <Tabs.Tab value="operators" fw={600}>
              {t('clientOperators.tab')}
            </Tabs.Tab>
            <Tabs.Tab value="documents" fw={600}>
              {t('clientDocuments.tab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="classes">
            <MyClasses classes={classes} />
          </Tabs.Panel>
          <Tabs.Panel value="certificates">
            <MyCertificates certificates={certificates} />
          </Tabs.Panel>
          <Tabs.Panel value="operators">
            <OperatorsTab user={user} />
          </Tabs.Panel>
          <Tabs.Panel value="documents">
            <ClientDocumentsTab enabled={!user.mustChangePassword} />
          </Tabs.Panel>
        </Tabs>
        <PushCard user={user} />
      </Stack>
    </PortalShell>
  );
}
