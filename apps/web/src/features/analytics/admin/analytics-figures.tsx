import { SimpleGrid } from '@mantine/core';
import {
  IconAlertTriangle,
  IconAward,
  IconCalendarEvent,
  IconCash,
  IconCertificate,
  IconFileDollar,
  IconReceipt,
  IconSchool,
  IconSchoolOff,
  IconUsers,
} from '@tabler/icons-react';
import { type AdminAnalytics, formatBd } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import { SummaryCard } from '../../schedules/summary-card';

const icon = (Icon: typeof IconUsers) => <Icon size={24} stroke={1.6} />;

/**
 * The count cards: people, certificates, classes, quotations and courses, then the money: the
 * revenue, and beside it what the tax invoices are owed today and how much of it is overdue (in the
 * warning colour while there is any).
 */
export function AnalyticsFigures({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation();
  const { users, certificates, publicCertificates, classes, quotations, courses, revenue, receivables } =
    analytics;
  const overdue = receivables.overdueCount > 0;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        <SummaryCard
          label={t('analytics.cards.users')}
          value={users.total}
          text={t('analytics.cards.usersDetail', { ...users })}
          icon={icon(IconUsers)}
        />
        <SummaryCard
          label={t('analytics.cards.certificates')}
          value={certificates.total}
          text={t('analytics.cards.certificatesDetail', { ...certificates })}
          icon={icon(IconCertificate)}
        />
        <SummaryCard
          label={t('analytics.cards.publicCertificates')}
          value={publicCertificates.total}
          text={t('analytics.cards.publicCertificatesDetail', { ...publicCertificates })}
          icon={icon(IconAward)}
        />
        <SummaryCard
          label={t('analytics.cards.classes')}
          value={classes.total}
          text={t('analytics.cards.classesDetail', { ...classes })}
          icon={icon(IconCalendarEvent)}
        />
        <SummaryCard
          label={t('analytics.cards.quotations')}
          value={quotations.total}
          text={t('analytics.cards.quotationsDetail', { ...quotations })}
          icon={icon(IconFileDollar)}
        />
        <SummaryCard label={t('analytics.cards.courses')} value={courses.total} icon={icon(IconSchool)} />
        <SummaryCard
          label={t('analytics.cards.activeCourses')}
          value={courses.active}
          icon={icon(IconSchool)}
        />
        <SummaryCard
          label={t('analytics.cards.inactiveCourses')}
          value={courses.inactive}
          icon={icon(IconSchoolOff)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <SummaryCard
          label={t('analytics.cards.revenueMonth')}
          value={formatBd(revenue.thisMonth)}
          text={t('analytics.cards.revenueDetail')}
          icon={icon(IconCash)}
        />
        <SummaryCard
          label={t('analytics.cards.revenueYear')}
          value={formatBd(revenue.thisYear)}
          text={t('analytics.cards.revenueDetail')}
          icon={icon(IconCash)}
        />
        <SummaryCard
          label={t('analytics.cards.outstanding')}
          value={formatBd(receivables.outstanding)}
          text={t('analytics.cards.outstandingDetail')}
          icon={icon(IconReceipt)}
        />
        <SummaryCard
          label={t('analytics.cards.overdue')}
          value={formatBd(receivables.overdue)}
          text={
            overdue
              ? t('analytics.cards.overdueDetail', { count: receivables.overdueCount })
              : t('analytics.cards.overdueNone')
          }
          icon={icon(IconAlertTriangle)}
          warning={overdue}
        />
      </SimpleGrid>
    </>
  );
}
