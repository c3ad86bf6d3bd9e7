import { Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCash,
  IconDownload,
  IconFileMinus,
  IconList,
  IconMailForward,
  IconReceiptRefund,
} from '@tabler/icons-react';
import {
  formatBd,
  type Invoice,
  invoiceChanges,
  type invoiceListInput,
  type SortKeyOf,
} from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCalendarDate } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { InvoiceStatusBadge } from '../invoice-status-badge';

export type InvoiceAction =
  | 'recordPayment'
  | 'payments'
  | 'changeDueDate'
  | 'creditNote'
  | 'download'
  | 'downloadCreditNote'
  | 'email';

/** The Tax Invoices list: what is owed on each invoice, and by when. */
export function invoiceColumns(
  t: TFunction,
  language: string,
): Column<Invoice, SortKeyOf<typeof invoiceListInput>>[] {
  return [
    {
      key: 'number',
      sort: 'invoiceNumber',
      label: t('adminQuotations.invoices.columns.number'),
      card: 'title',
      nowrap: true,
      // The quotation it was made from, under it: the list searches by either number.
      cell: (invoice) => (
        <>
          <strong>{invoice.invoiceNumber}</strong>
          {invoice.quotationNumber && (
            <Text fz="xs" c="dimmed">
              {invoice.quotationNumber}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'company',
      sort: 'companyName',
      label: t('adminQuotations.invoices.columns.company'),
      card: 'subtitle',
      cell: (invoice) => invoice.companyName ?? invoice.clientName,
    },
    {
      key: 'status',
      label: t('adminInvoices.columns.status'),
      card: 'badge',
      nowrap: true,
      cell: (invoice) => <InvoiceStatusBadge invoice={invoice} showDaysOverdue />,
    },
    {
      key: 'total',
      sort: 'amount',
      label: t('adminQuotations.invoices.columns.total'),
      align: 'end',
      nowrap: true,
      cell: (invoice) => formatBd(invoice.amount),
    },
    {
      key: 'paid',
      label: t('adminInvoices.columns.paid'),
      align: 'end',
      nowrap: true,
      cell: (invoice) => formatBd(invoice.paidAmount),
    },
    {
      key: 'balance',
      sort: 'balance',
      label: t('adminInvoices.columns.balance'),
      align: 'end',
      nowrap: true,
      cell: (invoice) => (
        <Text span inherit fw={invoice.status === 'overdue' ? 700 : undefined}>
          {formatBd(invoice.balance)}
        </Text>
      ),
    },
    {
      key: 'dueDate',
      sort: 'dueDate',
      label: t('adminInvoices.columns.dueDate'),
      nowrap: true,
      cell: (invoice) => formatCalendarDate(invoice.dueDate, language),
    },
  ];
}

/** What a row's menu offers: only what the invoice's state still takes (invoiceChanges). */
export function invoiceActions(
  t: TFunction,
  invoice: Invoice,
  run: (action: InvoiceAction) => void,
): RowAction[] {
  const changes = invoiceChanges(invoice);
  const item = (key: InvoiceAction, label: string, icon: RowAction['icon'], danger = false): RowAction => ({
    key,
    label,
    icon,
    danger,
    onClick: () => run(key),
  });
  return [
    ...(changes.recordPayment
      ? [item('recordPayment', t('adminInvoices.actions.recordPayment'), <IconCash size={16} aria-hidden />)]
      : []),
    item('payments', t('adminInvoices.actions.payments'), <IconList size={16} aria-hidden />),
    ...(changes.changeDueDate
      ? [
          item(
            'changeDueDate',
            t('adminInvoices.actions.changeDueDate'),
            <IconCalendarEvent size={16} aria-hidden />,
          ),
        ]
      : []),
    item('download', t('adminQuotations.invoices.download'), <IconDownload size={16} aria-hidden />),
    item('email', t('adminQuotations.invoices.email'), <IconMailForward size={16} aria-hidden />),
    ...(invoice.creditNote
      ? [
          item(
            'downloadCreditNote',
            t('adminInvoices.actions.downloadCreditNote'),
            <IconFileMinus size={16} aria-hidden />,
          ),
        ]
      : []),
    ...(changes.creditNote
      ? [
          item(
            'creditNote',
            t('adminInvoices.actions.creditNote'),
            <IconReceiptRefund size={16} aria-hidden />,
            true,
          ),
        ]
      : []),
  ];
}
