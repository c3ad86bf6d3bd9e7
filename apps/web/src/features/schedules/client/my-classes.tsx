import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconCheck } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { canChangeStatus, centreDate, isEditable, type Schedule } from '@tc/contracts/schemas';
import { useState } from 'react';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { classCourseName, formatClassDate } from '../schedule-format';
import { ScheduleStatusBadge } from '../schedule-status-badge';

/** A pending class the admin moved, whose new time the client has not approved yet. */
const awaitsApproval = (schedule: Schedule) =>
  schedule.status === 'pending' && schedule.hasTimeChanged && !schedule.clientApprovedTimeChange;

function ClassName({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  return (
    <>
      <Text fw={600}>{classCourseName(schedule)}</Text>
      <Text fz="sm" c="dimmed">
        {t('clientPortal.details', {
          candidates:
            schedule.numberOfCandidates === 1
              ? t('clientPortal.oneCandidate')
              : t('clientPortal.candidates', { count: schedule.numberOfCandidates }),
          instructor: schedule.instructorName ?? t('clientPortal.instructorToBeAssigned'),
        })}
      </Text>
    </>
  );
}

/** The class's days: its date, and its end date when it runs over several. */
function DateRange({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  return (
    <>
      {/* <bdi>: '20 Dec 2026' keeps its order on an Arabic page. */}
      <Text span inherit style={{ whiteSpace: 'nowrap' }}>
        <bdi>{formatClassDate(schedule.preferredDate)}</bdi>
      </Text>
      {schedule.endDate && schedule.endDate !== schedule.preferredDate && (
        <Text span inherit>
          {' '}
          {t('clientPortal.until', { date: formatClassDate(schedule.endDate) })}
        </Text>
      )}
    </>
  );
}

/** The class's date; for a moved class, the original date and time against its new days and time. */
function ClassDate({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  if (awaitsApproval(schedule)) {
    return (
      <Stack gap={2}>
        <Text fz="xs" fw={700} c="#8a3c00" tt="uppercase">
          {t('clientPortal.timeChanged')}
        </Text>
        <Text fz="sm">
          {t('clientPortal.was')}:{' '}
          <Text span td="line-through" c="dimmed">
            {formatClassDate(schedule.originalDate ?? schedule.preferredDate)}, {schedule.originalTime}
          </Text>
        </Text>
        <Text fz="sm">
          {t('clientPortal.now')}:{' '}
          <Text span fw={700}>
            <DateRange schedule={schedule} />, {schedule.preferredTime}
          </Text>
        </Text>
      </Stack>
    );
  }
  return (
    <>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <bdi>{formatClassDate(schedule.preferredDate)}</bdi>
      </Text>
      {schedule.endDate && schedule.endDate !== schedule.preferredDate && (
        <Text fz="xs" c="dimmed">
          {t('clientPortal.until', { date: formatClassDate(schedule.endDate) })}
        </Text>
      )}
    </>
  );
}

/**
 * Approve New Time for a moved class; a class still to happen says 'Contact admin to modify this
 * class.' (a completed or cancelled one nothing); Cancel while it can be.
 */
function ClassActions({ schedule, onCancel }: { schedule: Schedule; onCancel: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const approve = useTabMutation(trpc.schedules.approveTimeChange.mutationOptions(), {
    refresh: [trpc.schedules],
    failed: t('clientPortal.approveFailed'),
    withServerMessage: false,
    succeeded: () => ({ title: t('clientPortal.approved'), message: t('clientPortal.approvedText') }),
  });
  const cancellable = canChangeStatus(schedule, 'cancelled', 'client', centreDate(new Date()));
  const approvedMove =
    schedule.status === 'pending' && schedule.hasTimeChanged && schedule.clientApprovedTimeChange;
  return (
    <Stack gap={6} align="flex-start">
      {awaitsApproval(schedule) ? (
        <Button
          size="xs"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={approve.isPending}
          onClick={() => approve.mutate({ id: schedule.id })}
        >
          {t('clientPortal.approve')}
        </Button>
      ) : (
        isEditable(schedule.status) && (
          <Text fz="sm" c="dimmed">
            {approvedMove ? t('clientPortal.waitingConfirm') : t('clientPortal.contactAdmin')}
          </Text>
        )
      )}
      {cancellable && (
        <Button
          size="xs"
          variant="light"
          color="red"
          aria-label={t('clientPortal.cancelNamed', { date: formatClassDate(schedule.preferredDate) })}
          onClick={onCancel}
        >
          {t('clientPortal.cancel')}
        </Button>
      )}
    </Stack>
  );
}

function CancelClassModal({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const cancel = useTabMutation(trpc.schedules.cancel.mutationOptions(), {
    refresh: [trpc.schedules],
    failed: t('clientPortal.cancelFailed'),
    succeeded: () => ({ title: t('clientPortal.cancelled'), message: t('clientPortal.cancelledText') }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('clientPortal.cancelTitle')}
      text={t('clientPortal.cancelText', {
        course: classCourseName(schedule),
        date: formatClassDate(schedule.preferredDate),
        time: schedule.preferredTime,
      })}
      confirmLabel={t('clientPortal.cancelConfirm')}
      dismissLabel={t('clientPortal.keep')}
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate({ id: schedule.id })}
      onClose={onClose}
    />
  );
}

/** My Classes: the client's classes, nearest first, with what the client can do about each. */
export function MyClasses({ classes }: { classes: UseQueryResult<Schedule[], unknown> }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<Schedule | null>(null);
  const columns: Column<Schedule>[] = [
    {
      key: 'class',
      label: t('clientPortal.columns.classType'),
      card: 'title',
      cell: (schedule) => <ClassName schedule={schedule} />,
    },
    {
      key: 'date',
      label: t('clientPortal.columns.date'),
      cell: (schedule) => <ClassDate schedule={schedule} />,
    },
    {
      key: 'time',
      label: t('clientPortal.columns.time'),
      nowrap: true,
      cell: (schedule) => schedule.preferredTime,
    },
    {
      key: 'status',
      label: t('clientPortal.columns.status'),
      card: 'badge',
      cell: (schedule) => <ScheduleStatusBadge status={schedule.status} />,
    },
    {
      key: 'actions',
      label: t('clientPortal.columns.actions'),
      card: 'block',
      cell: (schedule) => <ClassActions schedule={schedule} onCancel={() => setCancelling(schedule)} />,
    },
  ];

  return (
    <>
      <DataTable
        query={classes}
        columns={columns}
        rowKey={(schedule) => schedule.id}
        label={t('clientPortal.myClasses')}
        empty={{
          icon: <IconCalendarOff />,
          title: t('emptyStates.clientClasses'),
          text: t('clientPortal.empty'),
        }}
        loadError={t('clientPortal.loadError')}
      />
      {cancelling && <CancelClassModal schedule={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
