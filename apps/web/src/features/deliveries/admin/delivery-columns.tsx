import { Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { ARABIC_LETTER } from '@tc/contracts/language';
import {
  canRetryDelivery,
  type Delivery,
  type deliveryListInput,
  type SortKeyOf,
} from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCentreInstant } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { DeliveryStateBadge } from './delivery-state-badge';

const instant = (value: string | null, language: string) =>
  value ? (
    <Text component="time" fz="sm" dateTime={value}>
      {formatCentreInstant(value, language)}
    </Text>
  ) : (
    '–'
  );

/** The deliveries: to whom and by which channel, the state, the subject, the tries and the last error, and when. */
export function deliveryColumns(
  t: TFunction,
  language: string,
): Column<Delivery, SortKeyOf<typeof deliveryListInput>>[] {
  return [
    {
      key: 'recipient',
      label: t('deliveries.columns.recipient'),
      card: 'title',
      cell: (delivery) => (
        <>
          <Text fw={700} fz="sm" dir="ltr">
            {delivery.recipient}
          </Text>
          <Text fz="xs" c="dimmed">
            {t(`deliveries.channels.${delivery.channel}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'state',
      label: t('deliveries.columns.state'),
      card: 'badge',
      nowrap: true,
      cell: (delivery) => (
        <DeliveryStateBadge state={delivery.state}>
          {t(`deliveries.states.${delivery.state}`)}
        </DeliveryStateBadge>
      ),
    },
    {
      key: 'subject',
      label: t('deliveries.columns.subject'),
      card: 'subtitle',
      minWidth: '8rem',
      // The mail's or push's own subject, as it was sent: in its recipient's language, which its
      // letters tell (the product writes only English and Arabic).
      cell: (delivery) => (
        <span lang={ARABIC_LETTER.test(delivery.subject) ? 'ar' : 'en'} dir="auto">
          {delivery.subject}
        </span>
      ),
    },
    { key: 'tries', label: t('deliveries.columns.tries'), align: 'end', cell: (delivery) => delivery.tries },
    {
      key: 'lastError',
      label: t('deliveries.columns.lastError'),
      card: 'block',
      minWidth: '10rem',
      cell: (delivery) =>
        delivery.lastError ? (
          <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }} lang="en">
            {delivery.lastError}
          </Text>
        ) : (
          '–'
        ),
    },
    {
      key: 'createdAt',
      sort: 'createdAt',
      label: t('deliveries.columns.createdAt'),
      nowrap: true,
      cell: (delivery) => instant(delivery.createdAt, language),
    },
    {
      key: 'sentAt',
      label: t('deliveries.columns.sentAt'),
      nowrap: true,
      cell: (delivery) => instant(delivery.sentAt, language),
    },
  ];
}

/** Retry, on a failed delivery only. */
export function deliveryActions(t: TFunction, delivery: Delivery, retry: () => void): RowAction[] {
  if (!canRetryDelivery(delivery)) return [];
  return [
    {
      key: 'retry',
      label: t('deliveries.retry'),
      icon: <IconRefresh size={16} aria-hidden />,
      onClick: retry,
    },
  ];
}
