import { Stack, Title } from '@mantine/core';
import { IconDownload, IconMailForward, IconReceiptOff } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatBd, type Invoice, invoiceListInput, type SortKeyOf } from '@tc/contracts/schemas';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch } from '../../../app/data-table/list-filters';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { formatCalendarDate } from '../../../app/dates';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import { useQuotationActions } from './use-quotation-actions';

function invoiceColumns(
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
      cell: (invoice) => <strong>{invoice.invoiceNumber}</strong>,
    },
    {
      key: 'company',
      sort: 'companyName',
      label: t('adminQuotations.invoices.columns.company'),
      card: 'subtitle',
      cell: (invoice) => invoice.companyName ?? invoice.clientName,
    },
    {
      key: 'quotation',
      sort: 'quotationNumber',
      label: t('adminQuotations.invoices.columns.quotation'),
      nowrap: true,
      cell: (invoice) => invoice.quotationNumber,
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
      key: 'issued',
      sort: 'issueDate',
      label: t('adminQuotations.invoices.columns.issueDate'),
      nowrap: true,
      cell: (invoice) => formatCalendarDate(invoice.issueDate, language),
    },
  ];
}

/** The tax invoices made from accepted quotations, each to download or e-mail to its client. */
export function TaxInvoices() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const list = usePagedList(invoiceListInput.defaultSort, {});
  const invoices = useQuery({
    ...trpc.invoices.page.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const { downloadInvoice, emailInvoice, mailDialog } = useQuotationActions();
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
      </ListFilters>
      <DataTable
        query={invoices}
        paging={list.paging}
        columns={invoiceColumns(t, i18n.language)}
        rowKey={(invoice) => invoice.id}
        label={t('adminQuotations.invoices.title')}
        empty={
          list.narrowed
            ? noMatch(t('adminQuotations.invoices.noMatch'))
            : {
                icon: <IconReceiptOff />,
                title: t('emptyStates.invoices'),
                text: t('adminQuotations.invoices.empty'),
              }
        }
        loadError={t('adminQuotations.invoices.loadError')}
        actions={{
          label: (invoice) => t('adminQuotations.invoices.actionsFor', { number: invoice.invoiceNumber }),
          items: (invoice) => [
            {
              key: 'download',
              label: t('adminQuotations.invoices.download'),
              icon: <IconDownload size={16} aria-hidden />,
              onClick: () => void downloadInvoice(invoice),
            },
            {
              key: 'email',
              label: t('adminQuotations.invoices.email'),
              icon: <IconMailForward size={16} aria-hidden />,
              onClick: () => emailInvoice(invoice),
            },
          ],
        }}
      />
      {mailDialog}
    </Stack>
  );
}
