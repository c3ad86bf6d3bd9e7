import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileDollar } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ClientQuotation, formatBd } from '@tc/contracts/schemas';
import { type Column, DataTable } from '../../app/data-table/data-table';
import { formatCalendarDate } from '../../app/dates';
import { useTranslation } from '../../i18n/translate';
import { QuotationStatusBadge } from '../quotations/quotation-status-badge';
import { clientPdfPaths, DownloadPdfButton } from './document-download';

/** The quotation's online page, while it can still be accepted there. */
function ReviewLink({ quotation }: { quotation: ClientQuotation }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={quotation.publicUrl}
      target="_blank"
      rel="noopener"
      size="xs"
      leftSection={<IconExternalLink size={16} aria-hidden />}
      aria-label={t('clientDocuments.quotations.reviewNamed', { number: quotation.quotationNumber })}
    >
      {t('clientDocuments.quotations.review')}
    </Button>
  );
}

/** The courses quoted, one line: 'Mobile Crane Operations (4), Rigging (2)'. */
const coursesOf = (quotation: ClientQuotation) =>
  quotation.lines.map((line) => `${line.courseName} (${line.candidates})`).join(', ');

/** The client's quotations: number, date, status, total, the PDF and, while open, the page to accept it. */
export function MyQuotations({ quotations }: { quotations: UseQueryResult<ClientQuotation[], unknown> }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const columns: Column<ClientQuotation>[] = [
    {
      key: 'number',
      label: t('clientDocuments.quotations.columns.number'),
      card: 'title',
      nowrap: true,
      cell: (quotation) => <strong>{quotation.quotationNumber}</strong>,
    },
    {
      key: 'courses',
      label: t('clientDocuments.quotations.columns.courses'),
      card: 'subtitle',
      cell: (quotation) => (
        <Text fz="sm" lineClamp={2}>
          {coursesOf(quotation)}
        </Text>
      ),
    },
    {
      key: 'date',
      label: t('clientDocuments.quotations.columns.date'),
      nowrap: true,
      cell: (quotation) => date(quotation.issueDate),
    },
    {
      key: 'validUntil',
      label: t('clientDocuments.quotations.columns.validUntil'),
      nowrap: true,
      cell: (quotation) => date(quotation.validUntil),
    },
    {
      key: 'status',
      label: t('clientDocuments.quotations.columns.status'),
      card: 'badge',
      cell: (quotation) => (
        <>
          <QuotationStatusBadge status={quotation.status} />
          {quotation.invoiceNumber && (
            <Text fz="xs" c="dimmed" mt={4}>
              {t('clientDocuments.quotations.invoiced', { number: quotation.invoiceNumber })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'total',
      label: t('clientDocuments.quotations.columns.total'),
      align: 'end',
      nowrap: true,
      cell: (quotation) => <strong>{formatBd(quotation.amount)}</strong>,
    },
    {
      key: 'actions',
      label: t('clientDocuments.quotations.columns.actions'),
      cell: (quotation) => (
        <Stack gap="xs" align="flex-start">
          {quotation.canAccept && <ReviewLink quotation={quotation} />}
          <DownloadPdfButton
            path={clientPdfPaths.quotation(quotation.id)}
            fileName={`${quotation.quotationNumber}.pdf`}
            label={t('clientDocuments.downloadPdf')}
            ariaLabel={t('clientDocuments.quotations.downloadNamed', { number: quotation.quotationNumber })}
          />
        </Stack>
      ),
    },
  ];
  return (
    <DataTable
      query={quotations}
      columns={columns}
      rowKey={(quotation) => quotation.id}
      label={t('clientDocuments.quotations.title')}
      empty={{
        icon: <IconFileDollar />,
        title: t('clientDocuments.quotations.empty'),
        text: t('clientDocuments.quotations.emptyText'),
      }}
      loadError={t('clientDocuments.quotations.loadError')}
    />
  );
}
