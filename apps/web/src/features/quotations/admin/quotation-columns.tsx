import { Text } from '@mantine/core';
import {
  IconCopy,
  IconDownload,
  IconEdit,
  IconFileInvoice,
  IconFileSearch,
  IconMailForward,
  IconReceipt,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import {
  centreDate,
  editableQuotationStatuses,
  formatBd,
  type Quotation,
  type quotationListInput,
  type SortKeyOf,
  sendableQuotationStatuses,
} from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCalendarDate, formatCentreInstant } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { QuotationStatusBadge } from '../quotation-status-badge';
import { QuotationSourceBadge } from './quotation-source-badge';

export type QuotationAction =
  | 'edit'
  | 'preview'
  | 'download'
  | 'send'
  | 'copyLink'
  | 'createInvoice'
  | 'downloadInvoice'
  | 'emailInvoice'
  | 'delete';

/**
 * A text whose {{name}} (left in place by t) becomes the name in a <bdi>: an Arabic name keeps
 * its own direction and is not run together with the date after it.
 */
export function withIsolatedName(text: string, name: string): ReactNode {
  const [before = '', ...after] = text.split('{{name}}');
  if (after.length === 0) return text;
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after.join(name)}
    </>
  );
}

/**
 * The latest step of the quotation's way: sent, opened by the client, or their decision; null for
 * a draft (a phone's card then leaves the line out).
 */
function progress(quotation: Quotation, t: TFunction, language: string): ReactNode {
  const when = (instant: string | null) => (instant ? formatCentreInstant(instant, language) : '');
  if (quotation.acceptedAt) {
    return withIsolatedName(
      t('adminQuotations.acceptedBy', { date: when(quotation.acceptedAt) }),
      quotation.acceptedBy ?? '',
    );
  }
  if (quotation.rejectedAt) {
    return (
      <>
        {withIsolatedName(
          t('adminQuotations.rejectedBy', { date: when(quotation.rejectedAt) }),
          quotation.rejectedBy ?? '',
        )}
        {quotation.rejectionReason && (
          <Text fz="xs" c="dimmed">
            {quotation.rejectionReason}
          </Text>
        )}
      </>
    );
  }
  if (quotation.viewedAt) return t('adminQuotations.viewedOn', { date: when(quotation.viewedAt) });
  if (quotation.sentAt) return t('adminQuotations.sentOn', { date: when(quotation.sentAt) });
  return null;
}

/** The quotations: number, client, status, total, validity and how far the client has got. */
export function quotationColumns(
  t: TFunction,
  language: string,
): Column<Quotation, SortKeyOf<typeof quotationListInput>>[] {
  return [
    {
      key: 'number',
      sort: 'quotationNumber',
      label: t('adminQuotations.columns.number'),
      card: 'title',
      nowrap: true,
      cell: (quotation) => (
        <>
          <strong>{quotation.quotationNumber}</strong>
          <Text fz="xs" c="dimmed" fw={400}>
            {formatCalendarDate(centreDate(new Date(quotation.createdAt)), language)}
          </Text>
        </>
      ),
    },
    {
      key: 'client',
      sort: 'companyName',
      label: t('adminQuotations.columns.client'),
      card: 'subtitle',
      minWidth: '14rem',
      cell: (quotation) => (
        <>
          {/* <bdi>: a name runs its own way ('Gulf Ports Co.' keeps its full stop at its end). */}
          <Text fw={600} fz="sm">
            <bdi>{quotation.companyName}</bdi>
          </Text>
          <Text fz="sm">
            <bdi>{quotation.clientName}</bdi>
          </Text>
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {quotation.contactEmail}
          </Text>
          {/* Under the client, whose column wraps: the status column keeps its width at 1280 px. */}
          <QuotationSourceBadge source={quotation.source} />
        </>
      ),
    },
    {
      key: 'status',
      sort: 'status',
      label: t('adminQuotations.columns.status'),
      card: 'badge',
      cell: (quotation) => <QuotationStatusBadge status={quotation.status} />,
    },
    {
      key: 'total',
      sort: 'amount',
      label: t('adminQuotations.columns.total'),
      align: 'end',
      nowrap: true,
      cell: (quotation) => formatBd(quotation.amount),
    },
    {
      key: 'validUntil',
      sort: 'validUntil',
      label: t('adminQuotations.columns.validUntil'),
      nowrap: true,
      cell: (quotation) => formatCalendarDate(quotation.validUntil, language),
    },
    {
      key: 'progress',
      label: t('adminQuotations.columns.progress'),
      minWidth: '9rem',
      // Wraps within the column, even inside a long name, so the table keeps to a 1280 px screen.
      cell: (quotation) => {
        const response = progress(quotation, t, language);
        return response && <div style={{ overflowWrap: 'anywhere' }}>{response}</div>;
      },
    },
    {
      key: 'invoice',
      label: t('adminQuotations.columns.invoice'),
      nowrap: true,
      cell: (quotation) => quotation.invoice?.invoiceNumber ?? null,
    },
  ];
}

/**
 * A quotation's menu, only what its status allows: edit (draft or sent), its PDF, send (again),
 * the client's link once it was sent, the tax invoice once accepted, delete while not invoiced.
 */
export function quotationActions(
  t: TFunction,
  quotation: Quotation,
  open: (action: QuotationAction) => void,
): RowAction[] {
  const item = (key: QuotationAction, label: string, Icon: typeof IconEdit, danger = false): RowAction => ({
    key,
    label,
    icon: <Icon size={16} aria-hidden />,
    onClick: () => open(key),
    danger,
  });
  const { status, invoice } = quotation;
  return [
    ...(editableQuotationStatuses.includes(status)
      ? [item('edit', t('adminQuotations.actions.edit'), IconEdit)]
      : []),
    item('preview', t('adminQuotations.actions.preview'), IconFileSearch),
    item('download', t('adminQuotations.actions.download'), IconDownload),
    ...(sendableQuotationStatuses.includes(status)
      ? [
          item(
            'send',
            quotation.sentAt ? t('adminQuotations.actions.sendAgain') : t('adminQuotations.actions.send'),
            IconSend,
          ),
        ]
      : []),
    // The link opens once the quotation was sent (a draft's link is not valid yet).
    ...(quotation.sentAt ? [item('copyLink', t('adminQuotations.actions.copyLink'), IconCopy)] : []),
    ...(status === 'accepted' && !invoice
      ? [item('createInvoice', t('adminQuotations.actions.createInvoice'), IconFileInvoice)]
      : []),
    ...(invoice
      ? [
          item('downloadInvoice', t('adminQuotations.actions.downloadInvoice'), IconReceipt),
          item('emailInvoice', t('adminQuotations.actions.emailInvoice'), IconMailForward),
        ]
      : []),
    // A quotation with a tax invoice stays: the invoice points at it.
    ...(invoice ? [] : [item('delete', t('adminQuotations.actions.delete'), IconTrash, true)]),
  ];
}
