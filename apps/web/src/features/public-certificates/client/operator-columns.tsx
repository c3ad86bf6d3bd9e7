import { Anchor, Checkbox, Group } from '@mantine/core';
import { IconExternalLink, IconRefresh } from '@tabler/icons-react';
import type { Column } from '../../../app/data-table/data-table';
import { formatCalendarDate } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { QuotationRequestButton } from '../../quotations/request/quotation-request-button';
import type { QuotationRequestPrefill } from '../../quotations/request/quotation-request-form';
import { isDueForRefresher, type OperatorRow } from './operator-rows';
import { OperatorStatusBadge } from './operator-status-badge';

/** The rows chosen for a refresher, and the request a refresher of some rows opens with. */
export interface RefresherChoice {
  isChosen: (row: OperatorRow) => boolean;
  choose: (row: OperatorRow, chosen: boolean) => void;
  prefill: (rows: OperatorRow[]) => QuotationRequestPrefill;
}

/** An expiring or expired certificate: chosen for a refresher with others, or booked on its own. */
function RefresherCell({ row, choice, t }: { row: OperatorRow; choice: RefresherChoice; t: TFunction }) {
  const named = { name: row.studentName, course: row.certificate.courseName };
  return (
    <Group gap="sm" wrap="nowrap">
      <Checkbox
        aria-label={t('clientOperators.selectNamed', named)}
        checked={choice.isChosen(row)}
        onChange={(event) => choice.choose(row, event.currentTarget.checked)}
      />
      <QuotationRequestButton
        size="xs"
        variant="light"
        leftSection={<IconRefresh size={16} aria-hidden />}
        aria-label={t('clientOperators.bookNamed', named)}
        prefill={choice.prefill([row])}
      >
        {t('clientOperators.book')}
      </QuotationRequestButton>
    </Group>
  );
}

/**
 * The register's columns: who (name, masked ID), which certificate and course, its dates, where it
 * stands, its verification page, and for an expiring or expired one the refresher. On a phone's
 * card the operator is the title, the course under it, the standing its badge.
 */
export function operatorColumns(
  t: TFunction,
  language: string,
  choice: RefresherChoice,
): Column<OperatorRow>[] {
  const date = (value: string) => formatCalendarDate(value, language);
  return [
    {
      key: 'operator',
      label: t('clientOperators.columns.operator'),
      card: 'title',
      minWidth: '9rem',
      cell: (row) => row.studentName,
    },
    {
      key: 'nationalId',
      label: t('clientOperators.columns.nationalId'),
      nowrap: true,
      // Asterisks and figures have no direction of their own: kept left to right on an Arabic page.
      cell: (row) => <span dir="ltr">{row.nationalIdMasked}</span>,
    },
    {
      key: 'number',
      label: t('clientOperators.columns.number'),
      nowrap: true,
      cell: (row) => row.certificate.certificateNumber,
    },
    {
      key: 'course',
      label: t('clientOperators.columns.course'),
      card: 'subtitle',
      cell: (row) => row.certificate.courseName,
    },
    {
      key: 'issued',
      label: t('clientOperators.columns.issueDate'),
      nowrap: true,
      cell: (row) => date(row.certificate.publishDate),
    },
    {
      key: 'expires',
      label: t('clientOperators.columns.expiryDate'),
      nowrap: true,
      cell: (row) =>
        row.certificate.expiryDate ? date(row.certificate.expiryDate) : t('clientOperators.noExpiry'),
    },
    {
      key: 'status',
      label: t('clientOperators.columns.status'),
      card: 'badge',
      cell: (row) => <OperatorStatusBadge status={row.certificate.status} />,
    },
    {
      key: 'verification',
      label: t('clientOperators.columns.verification'),
      nowrap: true,
      cell: (row) => (
        <Anchor
          href={row.certificate.verificationUrl}
          target="_blank"
          rel="noopener"
          fz="sm"
          aria-label={t('clientOperators.verifyNamed', { number: row.certificate.certificateNumber })}
        >
          <Group component="span" gap={4} wrap="nowrap">
            {t('clientOperators.verify')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ),
    },
    {
      key: 'refresher',
      label: t('clientOperators.columns.refresher'),
      cell: (row) => (isDueForRefresher(row) ? <RefresherCell row={row} choice={choice} t={t} /> : null),
    },
  ];
}
