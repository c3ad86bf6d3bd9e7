import { Button, Group, Stack } from '@mantine/core';
import { IconCalendarOff, IconCalendarPlus, IconFilter, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type Schedule,
  type ScheduleFilter,
  type ScheduleStatus,
  scheduleListInput,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch } from '../../../app/data-table/list-filters';
import { ListHeading } from '../../../app/data-table/list-heading';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { FirstAction, noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { clientName, formatClassDate } from '../schedule-format';
import { BulkScheduleModal } from './bulk-schedule-modal';
import { type ScheduleAction, scheduleActions, scheduleColumns } from './schedule-columns';
import { filterCount, ScheduleFilterModal } from './schedule-filter-modal';
import { ScheduleFormModal } from './schedule-form-modal';
import { ScheduleHistoryModal } from './schedule-history-modal';
import { SendRemindersButton } from './send-reminders-button';

type Dialog =
  | { kind: 'add' | 'bulk' | 'filter' }
  | { kind: 'edit' | 'history' | 'delete' | 'cancel'; schedule: Schedule };

function useStatusChange() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  return useTabMutation(trpc.schedules.setStatus.mutationOptions(), {
    refresh: [trpc.schedules],
    failed: t('adminSchedules.updateFailed'),
    succeeded: (saved) => ({
      title: t('adminSchedules.statusChanged'),
      message: t('adminSchedules.statusChangedText', {
        status: t(`scheduleStatus.${saved.status}`).toLowerCase(),
      }),
    }),
  });
}

function DeleteScheduleModal({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.schedules.delete.mutationOptions(), {
    refresh: [trpc.schedules],
    failed: t('adminSchedules.deleteFailed'),
    succeeded: () => ({ title: t('adminSchedules.deleted'), message: t('adminSchedules.deletedText') }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('adminSchedules.deleteTitle')}
      text={t('adminSchedules.deleteText', {
        client: clientName(schedule.user),
        date: formatClassDate(schedule.preferredDate),
      })}
      confirmLabel={t('adminSchedules.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: schedule.id })}
      onClose={onClose}
    />
  );
}

/**
 * The console's Schedules tab: every class with its client, course, date, time, candidates,
 * instructor and status; the filter, add, bulk and reminders actions; per class its status
 * changes, edit, history and delete. On a phone each class is a card.
 */
export function SchedulesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [filter, setFilter] = useState<ScheduleFilter>({});
  const list = usePagedList(scheduleListInput.defaultSort, filter);
  const schedules = useQuery({
    ...trpc.schedules.page.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const statusChange = useStatusChange();
  const filters = filterCount(filter);

  const onAction = (schedule: Schedule, action: ScheduleAction) => {
    if (action === 'confirmed' || action === 'completed') {
      statusChange.mutate({ id: schedule.id, status: action satisfies ScheduleStatus });
    } else {
      setDialog({ kind: action, schedule });
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={t('adminSchedules.title')}
          count={schedules.data && t('adminSchedules.count', { count: schedules.data.total })}
        />
        <Group gap="xs">
          <Button
            variant={filters > 0 ? 'light' : 'default'}
            leftSection={<IconFilter size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'filter' })}
          >
            {filters > 0 ? t('adminSchedules.filterActive', { count: filters }) : t('adminSchedules.filter')}
          </Button>
          {filters > 0 && (
            <Button variant="subtle" onClick={() => setFilter({})}>
              {t('adminSchedules.clearFilter')}
            </Button>
          )}
          <SendRemindersButton />
          <Button
            variant="default"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'bulk' })}
          >
            {t('adminSchedules.bulk')}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
            {t('adminSchedules.add')}
          </Button>
        </Group>
      </Group>
      <ListFilters label={t('adminSchedules.searchLabel')}>
        <ListSearch
          label={t('adminSchedules.search')}
          placeholder={t('adminSchedules.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
      </ListFilters>
      <DataTable
        query={schedules}
        paging={list.paging}
        columns={scheduleColumns(t)}
        rowKey={(schedule) => schedule.id}
        label={t('adminSchedules.title')}
        defaultOrder={t('adminSchedules.nextFirst')}
        empty={
          list.narrowed
            ? noMatch(t('adminSchedules.emptyFiltered'))
            : {
                icon: <IconCalendarOff />,
                title: t('emptyStates.schedules'),
                text: t('adminSchedules.empty'),
                action: (
                  <FirstAction
                    label={t('emptyStates.firstClass')}
                    onClick={() => setDialog({ kind: 'add' })}
                  />
                ),
              }
        }
        loadError={t('adminSchedules.loadError')}
        actions={{
          label: (schedule) =>
            t('adminSchedules.actionsFor', {
              client: clientName(schedule.user),
              date: formatClassDate(schedule.preferredDate),
            }),
          items: (schedule) => scheduleActions(t, schedule, (action) => onAction(schedule, action)),
        }}
      />

      {dialog?.kind === 'add' && <ScheduleFormModal schedule={null} onClose={close} />}
      {dialog?.kind === 'edit' && <ScheduleFormModal schedule={dialog.schedule} onClose={close} />}
      {dialog?.kind === 'bulk' && <BulkScheduleModal onClose={close} />}
      {dialog?.kind === 'filter' && (
        <ScheduleFilterModal filter={filter} onApply={setFilter} onClose={close} />
      )}
      {dialog?.kind === 'history' && <ScheduleHistoryModal scheduleId={dialog.schedule.id} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteScheduleModal schedule={dialog.schedule} onClose={close} />}
      {dialog?.kind === 'cancel' && (
        <ConfirmDeleteModal
          title={t('adminSchedules.cancelTitle')}
          text={t('adminSchedules.cancelText', {
            client: clientName(dialog.schedule.user),
            date: formatClassDate(dialog.schedule.preferredDate),
          })}
          confirmLabel={t('adminSchedules.cancelConfirm')}
          dismissLabel={t('adminSchedules.keep')}
          pending={statusChange.isPending}
          onConfirm={() =>
            statusChange.mutate({ id: dialog.schedule.id, status: 'cancelled' }, { onSuccess: close })
          }
          onClose={close}
        />
      )}
    </Stack>
  );
}
