import { Anchor, Button, Text } from '@mantine/core';
import { IconCalendarOff, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { canChangeStatus, centreDate, type Schedule } from '@tc/contracts/schemas';
import { useState } from 'react';
import { type Column, DataTable, type ListQuery } from '../../../app/data-table/data-table';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { classCourseName, clientName, formatClassDate } from '../schedule-format';
import { ScheduleStatusBadge } from '../schedule-status-badge';

/** The client as the instructor sees them: the company, the contact person under it, the e-mail. */
function Client({ schedule }: { schedule: Schedule }) {
  const person = [schedule.user.firstName, schedule.user.lastName].filter(Boolean).join(' ');
  const company = schedule.user.companyName?.trim();
  return (
    <>
      {/* <bdi>: a name runs its own way ('Sitra Cranes W.L.L.' keeps its full stop at its end). */}
      <Text fw={600}>
        <bdi>{clientName(schedule.user)}</bdi>
      </Text>
      {company && person && (
        <Text fz="sm">
          <bdi>{person}</bdi>
        </Text>
      )}
      <Text fz="xs" c="dimmed">
        {schedule.user.email}
      </Text>
    </>
  );
}

function Phone({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  return schedule.user.phone ? (
    <Anchor href={`tel:${schedule.user.phone}`} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      <bdi>{schedule.user.phone}</bdi>
    </Anchor>
  ) : (
    <Text span c="dimmed" fz="sm">
      {t('instructorPortal.noPhone')}
    </Text>
  );
}

function CompleteClassModal({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const complete = useTabMutation(trpc.schedules.complete.mutationOptions(), {
    refresh: [trpc.schedules],
    failed: t('instructorPortal.completeFailed'),
    succeeded: () => ({
      title: t('instructorPortal.completed'),
      message: t('instructorPortal.completedText'),
    }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('instructorPortal.completeTitle')}
      text={t('instructorPortal.completeText', {
        course: classCourseName(schedule),
        client: clientName(schedule.user),
        date: formatClassDate(schedule.preferredDate),
      })}
      confirmLabel={t('instructorPortal.completeConfirm')}
      confirmColor="navy"
      pending={complete.isPending}
      onConfirm={() => complete.mutate({ id: schedule.id })}
      onClose={onClose}
    />
  );
}

/**
 * Mark Complete on a confirmed class, where the rules allow it today (its day has come); a class
 * still ahead says from when it can be.
 */
function CompleteButton({ schedule, onClick }: { schedule: Schedule; onClick: () => void }) {
  const { t } = useTranslation();
  const today = centreDate(new Date());
  if (!canChangeStatus(schedule, 'completed', 'instructor', today)) {
    return (
      <Text fz="xs" c="dimmed">
        {t('instructorPortal.completeFrom', { date: formatClassDate(schedule.preferredDate) })}
      </Text>
    );
  }
  return (
    <Button
      size="xs"
      leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
      aria-label={t('instructorPortal.completeNamed', {
        client: clientName(schedule.user),
        date: formatClassDate(schedule.preferredDate),
      })}
      onClick={onClick}
    >
      {t('instructorPortal.complete')}
    </Button>
  );
}

/** One tab's classes (Current or History) with the spec's columns. */
export function InstructorClasses({
  query,
  rows,
  empty,
}: {
  query: ListQuery<Schedule>;
  rows: Schedule[];
  /** The empty list's heading and sentence. */
  empty: { title: string; text: string };
}) {
  const { t } = useTranslation();
  const [completing, setCompleting] = useState<Schedule | null>(null);
  const columns: Column<Schedule>[] = [
    {
      key: 'client',
      label: t('instructorPortal.columns.client'),
      card: 'title',
      cell: (schedule) => <Client schedule={schedule} />,
    },
    { key: 'course', label: t('instructorPortal.columns.course'), card: 'subtitle', cell: classCourseName },
    {
      key: 'status',
      label: t('instructorPortal.columns.status'),
      card: 'badge',
      cell: (schedule) => <ScheduleStatusBadge status={schedule.status} />,
    },
    {
      key: 'date',
      label: t('instructorPortal.columns.date'),
      nowrap: true,
      cell: (schedule) => formatClassDate(schedule.preferredDate),
    },
    {
      key: 'time',
      label: t('instructorPortal.columns.time'),
      nowrap: true,
      cell: (schedule) => schedule.preferredTime,
    },
    {
      key: 'candidates',
      label: t('instructorPortal.columns.candidates'),
      align: 'end',
      cell: (schedule) => schedule.numberOfCandidates || 1,
    },
    {
      key: 'contact',
      label: t('instructorPortal.columns.contact'),
      cell: (schedule) => <Phone schedule={schedule} />,
    },
    {
      key: 'actions',
      label: t('instructorPortal.columns.actions'),
      cell: (schedule) =>
        schedule.status === 'confirmed' && (
          <CompleteButton schedule={schedule} onClick={() => setCompleting(schedule)} />
        ),
    },
  ];

  return (
    <>
      <DataTable
        query={query}
        rows={rows}
        columns={columns}
        rowKey={(schedule) => schedule.id}
        label={t('instructorPortal.classesLabel')}
        empty={{ icon: <IconCalendarOff />, ...empty }}
        loadError={t('instructorPortal.errorText')}
      />
      {completing && <CompleteClassModal schedule={completing} onClose={() => setCompleting(null)} />}
    </>
  );
}
