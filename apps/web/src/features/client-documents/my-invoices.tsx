import { Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconReceipt } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ClientInvoice, formatBd } from '@tc/contracts/schemas';
import { type Column, DataTable } from '../../app/data-table/data-table';
import { formatCalendarDate } from '../../app/dates';
import { useTranslation } from '../../i18n/translate';
import { InvoiceStatusBadge } from '../invoices/invoice-status-badge';
import { clientPdfPaths, DownloadPdfButton } from './document-download';

/** The dark red of an overdue invoice's due date and balance (4.5:1 on white). */
const OVERDUE_RED = '#b42318';

/**
 * The payments received, oldest first ('BD 500.00 on 24/11/2026 (Bank transfer)'), and the credit
 * note that cancelled the invoice, if one did.
 */
function Payments({ invoice }: { invoice: ClientInvoice }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const { creditNote } = invoice;
  return (
    <Stack gap={4}>
      {invoice.payments.length === 0 && !creditNote && (
        <Text fz="sm" c="dimmed">
          {t('clientDocuments.invoices.noPayments')}
        </Text>
      )}
      {invoice.payments.length > 0 && (
        <List
          size="sm"
          spacing={2}
          listStyleType="none"
          aria-label={t('clientDocuments.invoices.paymentsOf', { number: invoice.invoiceNumber })}
        >
          {invoice.payments.map((payment, index) => (
            <List.Item key={`${payment.paidAt}-${index}`}>
              {t('clientDocuments.invoices.payment', {
                amount: formatBd(payment.amount),
                date: date(payment.paidAt),
                method: t(`paymentMethod.${payment.method}`),
              })}
            </List.Item>
          ))}
        </List>
      )}
      {creditNote && (
        <Text fz="sm">
          {t('clientDocuments.invoices.creditNote', {
            number: creditNote.creditNoteNumber,
            date: date(creditNote.issueDate),
            amount: formatBd(creditNote.amount),
          })}
        </Text>
      )}
    </Stack>
  );
}

function DueDate({ invoice }: { invoice: ClientInvoice }) {
  const { i18n } = useTranslation();
  const date = formatCalendarDate(invoice.dueDate, i18n.language);
  if (invoice.status !== 'overdue') return <>{date}</>;
  return (
    <Group gap={4} wrap="nowrap" c={OVERDUE_RED} fw={700}>
      <IconAlertTriangle size={16} aria-hidden />
      {date}
    </Group>
  );
}

function Downloads({ invoice }: { invoice: ClientInvoice }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <DownloadPdfButton
        path={clientPdfPaths.invoice(invoice.id)}
        fileName={`${invoice.invoiceNumber}.pdf`}
        label={t('clientDocuments.downloadPdf')}
        ariaLabel={t('clientDocuments.invoices.downloadNamed', { number: invoice.invoiceNumber })}
      />
      {invoice.creditNote && (
        <DownloadPdfButton
          path={clientPdfPaths.creditNote(invoice.id)}
          fileName={`${invoice.creditNote.creditNoteNumber}.pdf`}
          label={t('clientDocuments.invoices.downloadCreditNote')}
          ariaLabel={t('clientDocuments.invoices.creditNoteNamed', {
            number: invoice.creditNote.creditNoteNumber,
          })}
        />
      )}
    </Stack>
  );
}

/**
 * The client's tax invoices: dates, status, total and what is left to pay, the payments received,
 * the PDF and the credit note when there is one. An overdue invoice's due date and balance are red.
 */
export function MyInvoices({ invoices }: { invoices: UseQueryResult<ClientInvoice[], unknown> }) {
  const { t, i18n } = useTranslation();
  const columns: Column<ClientInvoice>[] = [
    {
      key: 'number',
      label: t('clientDocuments.invoices.columns.number'),
      card: 'title',
      nowrap: true,
      cell: (invoice) => <strong>{invoice.invoiceNumber}</strong>,
    },
    {
      key: 'quotation',
      label: t('clientDocuments.invoices.columns.quotation'),
      card: 'subtitle',
      nowrap: true,
      cell: (invoice) =>
        invoice.quotationNumber &&
        t('clientDocuments.invoices.forQuotation', { number: invoice.quotationNumber }),
    },
    {
      key: 'issued',
      label: t('clientDocuments.invoices.columns.issueDate'),
      nowrap: true,
      cell: (invoice) => formatCalendarDate(invoice.issueDate, i18n.language),
    },
    {
      key: 'due',
      label: t('clientDocuments.invoices.columns.dueDate'),
      nowrap: true,
      cell: (invoice) => <DueDate invoice={invoice} />,
    },
    {
      key: 'status',
      label: t('clientDocuments.invoices.columns.status'),
      card: 'badge',
      cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
    },
    {
      key: 'total',
      label: t('clientDocuments.invoices.columns.total'),
      align: 'end',
      nowrap: true,
      cell: (invoice) => formatBd(invoice.amount),
    },
    {
      key: 'balance',
      label: t('clientDocuments.invoices.columns.balance'),
      align: 'end',
      nowrap: true,
      cell: (invoice) => (
        <Text
          span
          fw={700}
          c={invoice.status === 'overdue' ? OVERDUE_RED : undefined}
          data-testid="invoice-balance"
        >
          {formatBd(invoice.balance)}
        </Text>
      ),
    },
    {
      key: 'payments',
      label: t('clientDocuments.invoices.columns.payments'),
      card: 'block',
      minWidth: '12rem',
      cell: (invoice) => <Payments invoice={invoice} />,
    },
    {
      key: 'actions',
      label: t('clientDocuments.invoices.columns.actions'),
      cell: (invoice) => <Downloads invoice={invoice} />,
    },
  ];
  return (
    <DataTable
      query={invoices}
      columns={columns}
      rowKey={(invoice) => invoice.id}
      label={t('clientDocuments.invoices.title')}
      empty={{
        icon: <IconReceipt />,
        title: t('clientDocuments.invoices.empty'),
        text: t('clientDocuments.invoices.emptyText'),
      }}
      loadError={t('clientDocuments.invoices.loadError')}
    />
  );
}
