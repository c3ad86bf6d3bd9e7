import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck, IconRefresh } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DeliveryState, deliveryListInput, deliveryStates } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { deliveryActions, deliveryColumns } from './delivery-columns';

const ALL = 'all';
const QUEUED_REFRESH_MS = 2_000;

/**
 * The Deliveries tab: every mail and push the platform queued, newest first, with its state, tries
 * and last error; a failed one is retried from its row, or all of them at once.
 */
export function DeliveriesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [state, setState] = useState<DeliveryState | undefined>();
  const list = usePagedList(deliveryListInput.defaultSort, { state });
  const deliveries = useQuery({
    ...trpc.deliveries.list.queryOptions(list.input),
    placeholderData: keepPreviousData,
    // A queued delivery goes out (or fails) in a worker within seconds: watch it while one is shown.
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.state === 'queued') ? QUEUED_REFRESH_MS : false,
  });
  const failed = useQuery(trpc.deliveries.summary.queryOptions()).data?.failed ?? 0;
  const retry = useTabMutation(trpc.deliveries.retry.mutationOptions(), {
    refresh: [trpc.deliveries],
    failed: t('deliveries.retryFailed'),
    succeeded: (delivery) => ({ title: t('deliveries.retriedTitle'), message: delivery.recipient }),
  });
  const retryAll = useTabMutation(trpc.deliveries.retryFailed.mutationOptions(), {
    refresh: [trpc.deliveries],
    failed: t('deliveries.retryFailed'),
    succeeded: ({ retried }) => ({
      title: t('deliveries.retriedTitle'),
      message: t('deliveries.retriedCount', { count: retried }),
    }),
  });

  return (
    <Stack>
      <div>
        <Title order={2}>{t('deliveries.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('deliveries.subtitle')}
        </Text>
      </div>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('deliveries.filter')}
          data={[
            { value: ALL, label: t('deliveries.all') },
            ...deliveryStates.map((value) => ({ value, label: t(`deliveries.states.${value}`) })),
          ]}
          value={state ?? ALL}
          onChange={(value) => setState(value === ALL ? undefined : (value as DeliveryState))}
        />
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          disabled={failed === 0}
          loading={retryAll.isPending}
          onClick={() => retryAll.mutate()}
        >
          {t('deliveries.retryAll', { count: failed })}
        </Button>
      </Group>
      <DataTable
        query={deliveries}
        paging={list.paging}
        columns={deliveryColumns(t, i18n.language)}
        rowKey={(delivery) => delivery.id}
        label={t('deliveries.title')}
        empty={
          list.narrowed
            ? noMatch(t('deliveries.noMatch'))
            : { icon: <IconMailCheck />, title: t('deliveries.emptyTitle'), text: t('deliveries.emptyText') }
        }
        loadError={t('deliveries.loadError')}
        actions={{
          label: (delivery) => t('deliveries.actionsFor', { recipient: delivery.recipient }),
          items: (delivery) => deliveryActions(t, delivery, () => retry.mutate({ id: delivery.id })),
        }}
      />
    </Stack>
  );
}
