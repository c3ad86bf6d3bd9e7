import { Stack, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Invoice, type InvoiceStatus, invoiceListInput, invoiceStatuses } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { CreditNoteModal } from '../../invoices/admin/credit-note-modal';
import { DueDateModal } from '../../invoices/admin/due-date-modal';
import { type InvoiceAction, invoiceActions, invoiceColumns } from '../../invoices/admin/invoice-columns';
import { PaymentsModal } from '../../invoices/admin/payments-modal';
import { RecordPaymentModal } from '../../invoices/admin/record-payment-modal';
import { useCreditNoteDownload } from '../../invoices/admin/use-credit-note-download';
import { useQuotationActions } from './use-quotation-actions';

/** The one dialog open at a time. */
type Dialog = { kind: 'recordPayment' | 'payments' | 'changeDueDate' | 'creditNote'; invoice: Invoice };

/**
 * The tax invoices made from accepted quotations: what each is owed and by when (an overdue one in
 * red), filtered by status; per invoice, its payments, due date, credit note, PDF and mail.
 */
export function TaxInvoices() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [status, setStatus] = useState<InvoiceStatus | undefined>();
  const list = usePagedList(invoiceListInput.defaultSort, { status });
  const invoices = useQuery({
    ...trpc.invoices.page.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const { downloadInvoice, emailInvoice, mailDialog } = useQuotationActions();
  const downloadCreditNote = useCreditNoteDownload();

  const onAction = (invoice: Invoice, action: InvoiceAction) => {
    switch (action) {
      case 'download':
        return void downloadInvoice(invoice);
      case 'email':
        return emailInvoice(invoice);
      case 'downloadCreditNote':
        return void downloadCreditNote(invoice);
      default:
        return setDialog({ kind: action, invoice });
    }
  };

  return (
    <Stack gap="sm" mt="lg">
      <Title order={3}>{t('adminQuotations.invoices.title')}</Title>
      <ListFilters label={t('adminQuotations.invoices.filters')}>
        <ListSearch
          label={t('adminQuotations.invoices.search')}
          placeholder={t('adminQuotations.invoices.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('adminInvoices.statusFilter')}
          placeholder={t('adminInvoices.allStatuses')}
          allLabel={t('adminInvoices.allStatuses')}
          options={invoiceStatuses.map((value) => ({ value, label: t(`invoiceStatus.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
      </ListFilters>
      <DataTable
        query={invoices}
        paging={list.paging}
        columns={invoiceColumns(t, i18n.language)}
        rowKey={(invoice) => invoice.id}
        label={t('adminQuotations.invoices.title')}
        empty={
          list.narrowed
            ? noMatch(t('adminInvoices.noMatch'))
            : {
                icon: <IconReceiptOff />,
                title: t('emptyStates.invoices'),
                text: t('adminQuotations.invoices.empty'),
              }
        }
        loadError={t('adminQuotations.invoices.loadError')}
        actions={{
          label: (invoice) => t('adminQuotations.invoices.actionsFor', { number: invoice.invoiceNumber }),
          items: (invoice) => invoiceActions(t, invoice, (action) => onAction(invoice, action)),
        }}
      />
      {dialog?.kind === 'recordPayment' && <RecordPaymentModal invoice={dialog.invoice} onClose={close} />}
      {dialog?.kind === 'payments' && <PaymentsModal invoice={dialog.invoice} onClose={close} />}
      {dialog?.kind === 'changeDueDate' && <DueDateModal invoice={dialog.invoice} onClose={close} />}
      {dialog?.kind === 'creditNote' && <CreditNoteModal invoice={dialog.invoice} onClose={close} />}
      {mailDialog}
    </Stack>
  );
}
