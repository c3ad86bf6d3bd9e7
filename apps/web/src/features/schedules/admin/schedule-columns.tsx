import { Text } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconEdit,
  IconHistory,
  IconRosetteDiscountCheck,
  IconTrash,
} from '@tabler/icons-react';
import {
  canChangeStatus,
  centreDate,
  isEditable,
  type Schedule,
  type ScheduleStatus,
  type SortKeyOf,
  type scheduleListInput,
} from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import type { TFunction } from '../../../i18n/translate';
import { classCourseName, clientName, formatClassDate } from '../schedule-format';
import { ScheduleStatusBadge } from '../schedule-status-badge';

export type ScheduleAction =
  | 'edit'
  | 'history'
  | 'delete'
  | 'cancel'
  | Exclude<ScheduleStatus, 'pending' | 'cancelled'>;

/** Under the date: the end date, and a pending move's original time and whether the client approved it. */
function DateNotes({ schedule, t }: { schedule: Schedule; t: TFunction }) {
  const moved = schedule.status === 'pending' && schedule.hasTimeChanged && schedule.originalDate;
  return (
    <>
      {schedule.endDate && schedule.endDate !== schedule.preferredDate && (
        <Text fz="xs" c="dimmed">
          {t('adminSchedules.until', { date: formatClassDate(schedule.endDate) })}
        </Text>
      )}
      {moved && (
        <Text fz="xs" fw={600} c={schedule.clientApprovedTimeChange ? '#1e6b30' : '#8a3c00'}>
          {t('adminSchedules.movedFrom', {
            date: formatClassDate(schedule.originalDate ?? ''),
            time: schedule.originalTime ?? '',
          })}
          {' · '}
          {schedule.clientApprovedTimeChange
            ? t('adminSchedules.clientApproved')
            : t('adminSchedules.awaitingClient')}
        </Text>
      )}
    </>
  );
}

/** The classes: client, course, date (with its notes), time, candidates, instructor, status. */
export function scheduleColumns(t: TFunction): Column<Schedule, SortKeyOf<typeof scheduleListInput>>[] {
  return [
    {
      key: 'client',
      sort: 'client',
      label: t('adminSchedules.columns.client'),
      card: 'title',
      cell: (schedule) => (
        <>
          {/* <bdi>: 'Sitra Cranes W.L.L.' keeps its full stop at its end on an Arabic page. */}
          <Text fw={600} fz="sm">
            <bdi>{clientName(schedule.user)}</bdi>
          </Text>
          <Text fz="xs" c="dimmed" fw={400} style={{ overflowWrap: 'anywhere' }}>
            {schedule.user.email}
          </Text>
        </>
      ),
    },
    {
      key: 'course',
      sort: 'course',
      label: t('adminSchedules.columns.course'),
      card: 'subtitle',
      cell: classCourseName,
    },
    {
      key: 'status',
      sort: 'status',
      label: t('adminSchedules.columns.status'),
      card: 'badge',
      cell: (schedule) => <ScheduleStatusBadge status={schedule.status} />,
    },
    {
      key: 'date',
      sort: 'date',
      label: t('adminSchedules.columns.date'),
      minWidth: '9rem',
      cell: (schedule) => (
        <>
          <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
            {/* <bdi>: '20 Dec 2026' keeps its order on an Arabic page. */}
            <bdi>{formatClassDate(schedule.preferredDate)}</bdi>
          </Text>
          <DateNotes schedule={schedule} t={t} />
        </>
      ),
    },
    { key: 'time', label: t('adminSchedules.columns.time'), nowrap: true, cell: (s) => s.preferredTime },
    {
      key: 'candidates',
      sort: 'candidates',
      label: t('adminSchedules.columns.candidates'),
      align: 'end',
      cell: (schedule) => schedule.numberOfCandidates,
    },
    {
      key: 'instructor',
      sort: 'instructor',
      label: t('adminSchedules.columns.instructor'),
      cell: (schedule) =>
        schedule.instructorName ?? (
          <Text span c="dimmed" fz="sm">
            {t('adminSchedules.noInstructor')}
          </Text>
        ),
    },
  ];
}

/** A class's menu: edit, the status changes the rules allow an admin today, its history, delete. */
export function scheduleActions(
  t: TFunction,
  schedule: Schedule,
  open: (action: ScheduleAction) => void,
): RowAction[] {
  const today = centreDate(new Date());
  const can = (to: ScheduleStatus) => canChangeStatus(schedule, to, 'admin', today);
  const item = (key: ScheduleAction, label: string, Icon: typeof IconEdit, danger = false): RowAction => ({
    key,
    label,
    icon: <Icon size={16} aria-hidden />,
    onClick: () => open(key),
    danger,
  });
  return [
    ...(isEditable(schedule.status) ? [item('edit', t('adminSchedules.actions.edit'), IconEdit)] : []),
    ...(can('confirmed') ? [item('confirmed', t('adminSchedules.actions.confirm'), IconCircleCheck)] : []),
    ...(can('completed')
      ? [item('completed', t('adminSchedules.actions.complete'), IconRosetteDiscountCheck)]
      : []),
    ...(can('cancelled') ? [item('cancel', t('adminSchedules.actions.cancel'), IconCircleX)] : []),
    item('history', t('adminSchedules.actions.history'), IconHistory),
    item('delete', t('adminSchedules.actions.delete'), IconTrash, true),
  ];
}
