import { Alert, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import type { Quotation } from '@tc/contracts/schemas';
import { formatCalendarDate, monthLabel } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';

/** A preferred date as the visitor gave it: a month ('Mar 2027') or a day ('15/03/2027'). */
function preferredDateText(date: string, language: string): string {
  return date.length === 7 ? monthLabel(date, language) : formatCalendarDate(date, language);
}

/**
 * What a visitor asked for beyond the quotation's own fields (their preferred date, their notes),
 * read-only above the editor: the admin prices and words the quotation with it in view.
 */
export function QuotationRequestNote({ request }: { request: NonNullable<Quotation['request']> }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="teal" icon={<IconWorld aria-hidden />} title={t('adminQuotations.request.title')}>
      <Text fz="sm">
        {request.preferredDate
          ? t('adminQuotations.request.preferredDate', {
              date: preferredDateText(request.preferredDate, i18n.language),
            })
          : t('adminQuotations.request.noPreferredDate')}
      </Text>
      {request.notes && (
        <>
          <Text fz="sm" fw={600} mt="xs">
            {t('adminQuotations.request.notes')}
          </Text>
          <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.notes}
          </Text>
        </>
      )}
    </Alert>
  );
}
