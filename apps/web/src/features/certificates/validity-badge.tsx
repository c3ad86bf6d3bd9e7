import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';

/** Valid in green, Expired in red; the text shades keep 4.5:1 (WCAG AA) on the tinted ground. */
export function ValidityBadge({ status }: { status: 'valid' | 'expired' }) {
  const { t } = useTranslation();
  return status === 'valid' ? (
    <Badge variant="light" color="green" c="#1e6b30">
      {t('certificateValidity.valid')}
    </Badge>
  ) : (
    <Badge variant="light" color="red" c="#b42318">
      {t('certificateValidity.expired')}
    </Badge>
  );
}

/** Where a certificate's PDF opens: a new window, for its owner or an admin. */
export const certificateDownloadUrl = (id: string) => `/api/certificates/${id}/download`;
