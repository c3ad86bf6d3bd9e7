import { Badge, Stack, Text } from '@mantine/core';
import { centreDate, daysOverdue, type InvoiceStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';

/**
 * Each status in a colour of its own, for the console and the client's portal; overdue is filled
 * in red to stand out. The text shades keep 4.5:1 (WCAG AA) on the light tinted ground.
 */
const looks: Record<InvoiceStatus, { variant: 'light' | 'filled'; color: string; c: string }> = {
  unpaid: { variant: 'light', color: 'orange', c: '#8a3c00' },
  partially_paid: { variant: 'light', color: 'navy', c: 'navy.8' },
  paid: { variant: 'light', color: 'green', c: '#1e6b30' },
  overdue: { variant: 'filled', color: 'red.8', c: 'white' },
  credited: { variant: 'light', color: 'gray', c: '#3d444d' },
};

interface InvoiceStatusBadgeProps {
  invoice: { status: InvoiceStatus; dueDate: string };
  /** Under an overdue badge, for how many days it has been overdue (as of today in Bahrain). */
  showDaysOverdue?: boolean;
}

export function InvoiceStatusBadge({ invoice, showDaysOverdue = false }: InvoiceStatusBadgeProps) {
  const { t } = useTranslation();
  const badge = (
    <Badge {...looks[invoice.status]} style={{ flexShrink: 0 }}>
      {t(`invoiceStatus.${invoice.status}`)}
    </Badge>
  );
  if (!showDaysOverdue || invoice.status !== 'overdue') return badge;
  const days = daysOverdue(invoice.dueDate, centreDate(new Date()));
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text fz="xs" fw={600} c="red.9">
        {t('invoiceDaysOverdue', { count: days })}
      </Text>
    </Stack>
  );
}
