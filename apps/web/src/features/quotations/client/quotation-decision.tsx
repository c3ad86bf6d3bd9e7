import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClockX } from '@tabler/icons-react';
import type { PublicQuotation } from '@tc/contracts/schemas';
import { formatCentreInstant } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';

/** A quotation that can no longer be decided: who accepted or declined it and when, or that it expired. */
export function QuotationDecision({ quotation }: { quotation: PublicQuotation }) {
  const { t, i18n } = useTranslation();
  const when = (instant: string | null) => (instant ? formatCentreInstant(instant, i18n.language) : '');
  switch (quotation.status) {
    case 'accepted':
      return (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('quotationPage.acceptedTitle')}>
          {t('quotationPage.acceptedText', {
            date: when(quotation.acceptedAt),
            name: quotation.acceptedBy ?? '',
          })}
        </Alert>
      );
    case 'rejected':
      return (
        <Alert color="red" icon={<IconCircleX aria-hidden />} title={t('quotationPage.rejectedTitle')}>
          {t('quotationPage.rejectedText', {
            date: when(quotation.rejectedAt),
            name: quotation.rejectedBy ?? '',
          })}
          {quotation.rejectionReason &&
            ` ${t('quotationPage.reason', { reason: quotation.rejectionReason })}`}
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="orange" icon={<IconClockX aria-hidden />} title={t('quotationPage.expiredTitle')}>
          {t('quotationPage.expiredText')}
        </Alert>
      );
    default:
      return (
        <Alert color="gray" icon={<IconAlertTriangle aria-hidden />} title={t('quotationPage.closedTitle')}>
          {t('quotationPage.closedText')}
        </Alert>
      );
  }
}
