import { Badge, Stack, Text } from '@mantine/core';
import { centreDate, daysOverdue, type Invoice, type InvoiceStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';

/** Each status in a colour of its own; overdue is red. The text shades keep 4.5:1 on the light ground. */
const looks: Record<InvoiceStatus, { color: string; c: string; variant: 'light' | 'filled' }> = {
  unpaid: { color: 'gray', c: '#3d444d', variant: 'light' },
  partially_paid: { color: 'navy', c: 'navy.8', variant: 'light' },
  paid: { color: 'green', c: '#1e6b30', variant: 'light' },
  overdue: { color: 'red.8', c: 'white', variant: 'filled' },
  credited: { color: 'grape', c: '#7a2590', variant: 'light' },
};

/** The invoice's status as of today in Bahrain; an overdue one says for how many days. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'dueDate'> }) {
  const { t } = useTranslation();
  const badge = <Badge {...looks[invoice.status]}>{t(`adminInvoices.status.${invoice.status}`)}</Badge>;
  if (invoice.status !== 'overdue') return badge;
  const days = daysOverdue(invoice.dueDate, centreDate(new Date()));
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text fz="xs" fw={600} c="red.9">
        {t('adminInvoices.daysOverdue', { count: days })}
      </Text>
    </Stack>
  );
}
