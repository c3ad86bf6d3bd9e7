import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { FailedDeliveriesCard } from '../../deliveries/admin/failed-deliveries-card';
import { AnalyticsFigures } from './analytics-figures';
import { AnalyticsOverviews } from './analytics-overviews';
import { MonthlyClasses } from './monthly-classes';

/** The shapes of the tab while its figures are on their way. */
function AnalyticsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')} role="status">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {Array.from({ length: 8 }, (_, index) => (
          <Card key={index} padding="lg">
            <Skeleton height={14} width="60%" />
            <Skeleton height={32} width="40%" mt="sm" />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Skeleton height={220} />
        <Skeleton height={220} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The admin's first tab: the centre's counts, the status overviews, the course types, the contact
 * messages, the revenue of accepted quotations and a year of classes, all from one call; then the
 * failed deliveries, read on their own.
 */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const analytics = useQuery(trpc.analytics.overview.queryOptions());

  return (
    <Stack>
      <div>
        <Title order={2}>{t('analytics.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('analytics.subtitle')}
        </Text>
      </div>
      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError ? (
        <LoadErrorAlert title={t('analytics.loadError')} onRetry={() => analytics.refetch()} />
      ) : (
        <>
          <AnalyticsFigures analytics={analytics.data} />
          <FailedDeliveriesCard />
          <AnalyticsOverviews analytics={analytics.data} />
          <MonthlyClasses monthly={analytics.data.monthly} />
        </>
      )}
    </Stack>
  );
}
