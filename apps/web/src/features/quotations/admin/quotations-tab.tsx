import { Button, Group, Stack } from '@mantine/core';
import { IconFileOff, IconMailCheck, IconPlus, IconSettings } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Quotation,
  type QuotationSource,
  type QuotationStatus,
  quotationListInput,
  quotationSources,
  quotationStatuses,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { ListHeading } from '../../../app/data-table/list-heading';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { FirstAction, noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { DocumentSettingsModal } from './document-settings-modal';
import { QuotationBuilderModal } from './quotation-builder-modal';
import { type QuotationAction, quotationActions, quotationColumns } from './quotation-columns';
import { type ConfirmedAction, QuotationConfirmModal } from './quotation-confirm-modals';
import { TaxInvoices } from './tax-invoices';
import { TestEmailModal } from './test-email-modal';
import { useQuotationActions } from './use-quotation-actions';

/** The one dialog open at a time. */
type Dialog =
  | { kind: 'new' | 'testEmail' | 'settings' }
  | { kind: 'edit'; quotation: Quotation }
  | { kind: 'confirm'; action: ConfirmedAction; quotation: Quotation };

/**
 * The console's Quotations tab: build a quotation, search and filter the list, and per quotation
 * what its status allows (edit, PDF, send, the client's link, the tax invoice, delete); below,
 * the tax invoices. The test mail and the documents' settings sit in the header.
 */
export function QuotationsTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [status, setStatus] = useState<QuotationStatus | undefined>();
  const [source, setSource] = useState<QuotationSource | undefined>();
  const list = usePagedList(quotationListInput.defaultSort, { status, source });
  const quotations = useQuery({
    ...trpc.quotations.page.queryOptions(list.input),
    // The page stays on screen while the next one (another page, search or order) comes.
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const actions = useQuotationActions();

  const onAction = (quotation: Quotation, action: QuotationAction) => {
    switch (action) {
      case 'edit':
        return setDialog({ kind: 'edit', quotation });
      case 'delete':
      case 'createInvoice':
        return setDialog({ kind: 'confirm', action, quotation });
      case 'preview':
        return void actions.previewQuotation(quotation);
      case 'download':
        return void actions.downloadQuotation(quotation);
      case 'send':
        return actions.send(quotation);
      case 'copyLink':
        return void actions.copyLink(quotation);
      case 'downloadInvoice':
        return quotation.invoice && void actions.downloadInvoice(quotation.invoice);
      case 'emailInvoice':
        return quotation.invoice && actions.emailInvoice(quotation.invoice);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={t('adminQuotations.title')}
          count={quotations.data && t('adminQuotations.count', { count: quotations.data.total })}
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'settings' })}
          >
            {t('adminQuotations.documentSettings')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconMailCheck size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'testEmail' })}
          >
            {t('adminQuotations.testEmailButton')}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'new' })}>
            {t('adminQuotations.new')}
          </Button>
        </Group>
      </Group>
      <ListFilters label={t('adminQuotations.filters')}>
        <ListSearch
          label={t('adminQuotations.search')}
          placeholder={t('adminQuotations.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('adminQuotations.status')}
          placeholder={t('adminQuotations.allStatuses')}
          allLabel={t('adminQuotations.allStatuses')}
          options={quotationStatuses.map((value) => ({ value, label: t(`quotationStatus.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
        <ListSelect
          label={t('adminQuotations.source')}
          placeholder={t('adminQuotations.allSources')}
          allLabel={t('adminQuotations.allSources')}
          options={quotationSources.map((value) => ({ value, label: t(`adminQuotations.sources.${value}`) }))}
          value={source}
          onChange={setSource}
        />
      </ListFilters>
      <DataTable
        query={quotations}
        paging={list.paging}
        columns={quotationColumns(t, i18n.language)}
        rowKey={(quotation) => quotation.id}
        label={t('adminQuotations.title')}
        empty={
          list.narrowed
            ? noMatch(t('adminQuotations.noMatch'))
            : {
                icon: <IconFileOff />,
                title: t('emptyStates.quotations'),
                text: t('adminQuotations.empty'),
                action: (
                  <FirstAction
                    label={t('emptyStates.firstQuotation')}
                    onClick={() => setDialog({ kind: 'new' })}
                  />
                ),
              }
        }
        loadError={t('adminQuotations.loadError')}
        actions={{
          label: (quotation) => t('adminQuotations.actionsFor', { number: quotation.quotationNumber }),
          items: (quotation) => quotationActions(t, quotation, (action) => onAction(quotation, action)),
        }}
      />
      <TaxInvoices />

      {dialog?.kind === 'new' && <QuotationBuilderModal quotation={null} onClose={close} />}
      {dialog?.kind === 'edit' && <QuotationBuilderModal quotation={dialog.quotation} onClose={close} />}
      {dialog?.kind === 'confirm' && (
        <QuotationConfirmModal action={dialog.action} quotation={dialog.quotation} onClose={close} />
      )}
      {dialog?.kind === 'testEmail' && <TestEmailModal onClose={close} />}
      {dialog?.kind === 'settings' && <DocumentSettingsModal onClose={close} />}
      {actions.mailDialog}
    </Stack>
  );
}
