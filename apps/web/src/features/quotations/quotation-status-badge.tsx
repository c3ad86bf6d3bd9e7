import { Badge } from '@mantine/core';
import type { QuotationStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';

/**
 * Each status in a colour of its own, for the console and the client's page; the text shades keep
 * 4.5:1 (WCAG AA) on the light tinted ground.
 */
const looks: Record<QuotationStatus, { color: string; c: string }> = {
  draft: { color: 'gray', c: '#3d444d' },
  sent: { color: 'navy', c: 'navy.8' },
  viewed: { color: 'grape', c: '#7a2590' },
  accepted: { color: 'green', c: '#1e6b30' },
  rejected: { color: 'red', c: '#b42318' },
  expired: { color: 'orange', c: '#8a3c00' },
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" {...looks[status]}>
      {t(`quotationStatus.${status}`)}
    </Badge>
  );
}
