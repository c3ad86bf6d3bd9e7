import { Badge } from '@mantine/core';
import type { OperatorCertificateStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';

/** Each standing in a colour of its own; the text shades keep 4.5:1 (WCAG AA) on the tinted ground. */
const looks: Record<OperatorCertificateStatus, { color: string; c: string }> = {
  valid: { color: 'green', c: '#1e6b30' },
  expiring: { color: 'orange', c: '#8a4500' },
  expired: { color: 'red', c: '#b42318' },
  revoked: { color: 'gray', c: 'dark.6' },
};

/** Where an operator's certificate stands today: valid, expiring, expired or revoked. */
export function OperatorStatusBadge({ status }: { status: OperatorCertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" {...looks[status]} style={{ flexShrink: 0 }}>
      {t(`clientOperators.statuses.${status}`)}
    </Badge>
  );
}
