import { SimpleGrid } from '@mantine/core';
import { type AdminAnalytics, courseTypeLabel, scheduleStatuses } from '@tc/contracts/schemas';
import { pageLanguage, useTranslation } from '../../../i18n/translate';
import { scheduleStatusLooks } from '../../schedules/schedule-status-badge';
import { StatusOverview } from './status-overview';

/** Certificate and class statuses, the classes per course type and the contact messages. */
export function AnalyticsOverviews({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation();
  const { certificates, classes, courseTypes, contactMessages } = analytics;
  const busiestType = Math.max(0, ...courseTypes.map((row) => row.count));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <StatusOverview
        title={t('analytics.certificateOverview.title')}
        total={certificates.total}
        rows={[
          {
            key: 'valid',
            label: t('analytics.certificateOverview.valid'),
            value: certificates.valid,
            color: 'green',
          },
          {
            key: 'expired',
            label: t('analytics.certificateOverview.expired'),
            value: certificates.expired,
            color: 'red',
          },
          {
            key: 'expiringSoon',
            label: t('analytics.certificateOverview.expiringSoon'),
            value: certificates.expiringSoon,
            color: 'orange',
          },
        ]}
      />
      <StatusOverview
        title={t('analytics.classOverview.title')}
        total={classes.total}
        rows={scheduleStatuses.map((status) => ({
          key: status,
          label: t(`scheduleStatus.${status}`),
          value: classes[status],
          color: scheduleStatusLooks[status].color,
        }))}
      />
      <StatusOverview
        title={t('analytics.courseTypes.title')}
        subtitle={t('analytics.courseTypes.text')}
        total={busiestType}
        rows={courseTypes.map((row) => ({
          key: row.courseType,
          label: courseTypeLabel(row.courseType, pageLanguage()),
          value: row.count,
          text: t('analytics.courseTypes.classes', { count: row.count }),
          color: 'navy',
        }))}
      />
      <StatusOverview
        title={t('analytics.contactMessages.title')}
        total={contactMessages.total}
        rows={[
          {
            key: 'total',
            label: t('analytics.contactMessages.total'),
            value: contactMessages.total,
            color: 'navy',
          },
          {
            key: 'unread',
            label: t('analytics.contactMessages.unread'),
            value: contactMessages.unread,
            color: 'orange',
          },
          {
            key: 'read',
            label: t('analytics.contactMessages.read'),
            value: contactMessages.read,
            color: 'green',
          },
        ]}
      />
    </SimpleGrid>
  );
}
