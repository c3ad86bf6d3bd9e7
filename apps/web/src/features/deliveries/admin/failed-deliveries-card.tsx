import { Anchor, SimpleGrid } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { tabAddress } from '../../admin/console-tabs';
import { SummaryCard } from '../../schedules/summary-card';

/**
 * The Analytics tab's count of failed deliveries, a link to the Deliveries tab. Its own call, read
 * live: a delivery fails in a worker, which no cached figure of the tab hears about.
 */
export function FailedDeliveriesCard() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const summary = useQuery(trpc.deliveries.summary.queryOptions());
  if (summary.isError) return null;
  const failed = summary.data?.failed;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
      <Anchor component={Link} to={tabAddress('deliveries')} underline="never" c="inherit">
        <SummaryCard
          label={t('analytics.cards.failedDeliveries')}
          value={failed}
          text={
            failed ? t('analytics.cards.failedDeliveriesDetail') : t('analytics.cards.failedDeliveriesNone')
          }
          icon={<IconMailOff size={24} stroke={1.6} />}
          warning={Boolean(failed)}
        />
      </Anchor>
    </SimpleGrid>
  );
}
