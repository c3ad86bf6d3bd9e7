import { Badge } from '@mantine/core';
import type { CertificateStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';

/** Each status in a colour of its own; the text shades keep 4.5:1 (WCAG AA) on the tinted ground. */
const looks: Record<CertificateStatus, { color: string; c: string }> = {
  valid: { color: 'green', c: '#1e6b30' },
  expired: { color: 'red', c: '#b42318' },
  revoked: { color: 'dark', c: 'dark.8' },
};

export function ValidityBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" {...looks[status]} style={{ flexShrink: 0 }}>
      {t(`certificateValidity.${status}`)}
    </Badge>
  );
}

/** Where a certificate's PDF opens: a new window, for its owner or an admin. */
export const certificateDownloadUrl = (id: string) => `/api/certificates/${id}/download`;
