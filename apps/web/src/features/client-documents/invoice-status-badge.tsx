import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';

/**
 * Each invoice status in a colour of its own (overdue filled in red, to stand out); the text shades keep
 * 4.5:1 (WCAG AA) on the light tinted ground.
 */
const looks: Record<InvoiceStatus, { variant: 'light' | 'filled'; color: string; c?: string }> = {
  unpaid: { variant: 'light', color: 'orange', c: '#8a3c00' },
  partially_paid: { variant: 'light', color: 'navy', c: 'navy.8' },
  paid: { variant: 'light', color: 'green', c: '#1e6b30' },
  overdue: { variant: 'filled', color: 'red.8' },
  credited: { variant: 'light', color: 'gray', c: '#3d444d' },
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge {...looks[status]} style={{ flexShrink: 0 }}>
      {t(`clientDocuments.invoiceStatus.${status}`)}
    </Badge>
  );
}
