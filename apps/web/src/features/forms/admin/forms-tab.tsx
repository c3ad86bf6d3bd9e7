import { Button, Group, Stack } from '@mantine/core';
import { IconClipboardPlus, IconForms } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminForm, formListInput, formStates } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { ListHeading } from '../../../app/data-table/list-heading';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { FirstAction, noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { pageText } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { type FormAction, formActions, formColumns } from './form-columns';
import { FormEditorModal } from './form-editor-modal';
import { SubmissionsModal } from './submissions-modal';

/** The one dialog open at a time. */
type Dialog = { kind: 'create' } | { kind: FormAction; form: AdminForm };

function DeleteFormModal({ form, onClose }: { form: AdminForm; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.forms.delete.mutationOptions(), {
    refresh: [trpc.forms],
    failed: t('formBuilder.deleteFailed'),
    succeeded: () => ({
      title: t('formBuilder.deleted'),
      message: t('formBuilder.deletedText', { title: pageText(form, 'title') }),
    }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('formBuilder.deleteTitle')}
      text={
        form.submissionCount > 0
          ? t('formBuilder.deleteWithSubmissions', {
              title: pageText(form, 'title'),
              count: form.submissionCount,
            })
          : t('formBuilder.deleteText', { title: pageText(form, 'title') })
      }
      confirmLabel={t('formBuilder.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: form.id })}
      onClose={onClose}
    />
  );
}

/**
 * The console's Form Builder: every form with its public address, its state (switched in place)
 * and its submissions; the create and edit dialogs (fields and a live preview), the submissions
 * view and the delete confirmation.
 */
export function FormsTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [state, setState] = useState<(typeof formStates)[number] | undefined>();
  const list = usePagedList(formListInput.defaultSort, { state });
  const forms = useQuery({ ...trpc.forms.page.queryOptions(list.input), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={t('formBuilder.title')}
          count={forms.data && forms.data.total > 0 && t('formBuilder.count', { count: forms.data.total })}
        />
        <Button
          leftSection={<IconClipboardPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('formBuilder.create')}
        </Button>
      </Group>
      <ListFilters label={t('formBuilder.filters')}>
        <ListSearch
          label={t('formBuilder.search')}
          placeholder={t('formBuilder.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('formBuilder.state')}
          placeholder={t('formBuilder.anyState')}
          options={formStates.map((value) => ({ value, label: t(`formBuilder.states.${value}`) }))}
          value={state}
          onChange={setState}
        />
      </ListFilters>
      <DataTable
        query={forms}
        paging={list.paging}
        columns={formColumns(t, i18n.language, (form) => setDialog({ kind: 'submissions', form }))}
        rowKey={(form) => form.id}
        label={t('formBuilder.listLabel')}
        empty={
          list.narrowed
            ? noMatch(t('formBuilder.noMatch'))
            : {
                icon: <IconForms />,
                title: t('formBuilder.emptyTitle'),
                text: t('formBuilder.emptyText'),
                action: (
                  <FirstAction
                    label={t('emptyStates.firstForm')}
                    onClick={() => setDialog({ kind: 'create' })}
                  />
                ),
              }
        }
        loadError={t('formBuilder.loadError')}
        actions={{
          label: (form) => t('formBuilder.actionsFor', { title: pageText(form, 'title') }),
          items: (form) => formActions(t, (kind) => setDialog({ kind, form })),
        }}
      />

      {dialog?.kind === 'create' && <FormEditorModal form={null} onClose={close} />}
      {dialog?.kind === 'edit' && <FormEditorModal form={dialog.form} onClose={close} />}
      {dialog?.kind === 'submissions' && <SubmissionsModal form={dialog.form} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteFormModal form={dialog.form} onClose={close} />}
    </Stack>
  );
}
