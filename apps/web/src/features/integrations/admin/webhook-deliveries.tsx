import { Code, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { WEBHOOK_EVENTS, type Webhook, type WebhookDelivery, type WebhookEvent } from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import { DataTable } from '../../../app/data-table/data-table';
import { formatCentreInstant } from '../../../app/dates';
import { useTRPC } from '../../../app/trpc';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import { DeliveryStateBadge } from '../../deliveries/admin/delivery-state-badge';

/** While a try is due this soon, the list is read again every few seconds, so it turns Delivered. */
const SOON_MS = 60_000;
const QUEUED_REFRESH_MS = 2_500;
/** A retry hours away: read now and then only. */
const LATER_REFRESH_MS = 30_000;

const isEvent = (type: string): type is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(type);

function refreshEvery(deliveries: WebhookDelivery[] | undefined): number | false {
  const queued = deliveries?.filter((delivery) => delivery.state === 'queued') ?? [];
  if (queued.length === 0) return false;
  const soon = queued.some(
    (delivery) => !delivery.nextAttemptAt || Date.parse(delivery.nextAttemptAt) - Date.now() < SOON_MS,
  );
  return soon ? QUEUED_REFRESH_MS : LATER_REFRESH_MS;
}

const instant = (value: string, language: string) => (
  <Text component="time" fz="sm" dateTime={value}>
    {formatCentreInstant(value, language)}
  </Text>
);

function deliveryColumns(t: TFunction, language: string): Column<WebhookDelivery>[] {
  return [
    {
      key: 'event',
      label: t('integrations.webhookDeliveries.columns.event'),
      card: 'title',
      cell: (delivery) => (
        <>
          <Text fz="sm" fw={700}>
            {isEvent(delivery.type)
              ? t(`integrations.webhookEvents.${delivery.type}`)
              : delivery.type === 'ping'
                ? t('integrations.webhookEvents.ping')
                : delivery.type}
          </Text>
          <Code dir="ltr" fz="xs">
            {delivery.type}
          </Code>
        </>
      ),
    },
    {
      key: 'state',
      label: t('integrations.webhookDeliveries.columns.state'),
      card: 'badge',
      nowrap: true,
      cell: (delivery) => (
        <DeliveryStateBadge state={delivery.state}>
          {t(`integrations.webhookDeliveries.states.${delivery.state}`)}
        </DeliveryStateBadge>
      ),
    },
    {
      key: 'tries',
      label: t('integrations.webhookDeliveries.columns.tries'),
      align: 'end',
      cell: (delivery) => delivery.attempts,
    },
    {
      key: 'status',
      label: t('integrations.webhookDeliveries.columns.status'),
      align: 'end',
      cell: (delivery) => delivery.lastStatus ?? '–',
    },
    {
      key: 'error',
      label: t('integrations.webhookDeliveries.columns.error'),
      card: 'block',
      minWidth: '10rem',
      cell: (delivery) =>
        delivery.lastError ? (
          // The server's words about the try (a connection refused, a timeout), as it wrote them.
          <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }} lang="en" dir="ltr" ta="start">
            {delivery.lastError}
          </Text>
        ) : (
          '–'
        ),
    },
    {
      key: 'time',
      label: t('integrations.webhookDeliveries.columns.time'),
      nowrap: true,
      cell: (delivery) => (
        <>
          {instant(delivery.deliveredAt ?? delivery.lastAttemptAt ?? delivery.createdAt, language)}
          {delivery.state === 'queued' && delivery.nextAttemptAt && (
            <Text fz="xs" c="dimmed">
              {t('integrations.webhookDeliveries.nextTry', {
                when: formatCentreInstant(delivery.nextAttemptAt, language),
              })}
            </Text>
          )}
        </>
      ),
    },
  ];
}

/**
 * An endpoint's last deliveries, newest first: the event, its state, the tries, the last answer's
 * HTTP status or error, and when. Read again every few seconds while one is still to go out.
 */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const deliveries = useQuery({
    ...trpc.webhooks.deliveries.queryOptions({ id: webhook.id }),
    refetchInterval: (query) => refreshEvery(query.state.data),
  });
  return (
    <DataTable
      query={deliveries}
      columns={deliveryColumns(t, i18n.language)}
      rowKey={(delivery) => delivery.id}
      label={t('integrations.webhookDeliveries.label', { url: webhook.url })}
      empty={{
        icon: <IconSend />,
        title: t('integrations.webhookDeliveries.emptyTitle'),
        text: t('integrations.webhookDeliveries.emptyText'),
      }}
      loadError={t('integrations.webhookDeliveries.loadError')}
    />
  );
}
