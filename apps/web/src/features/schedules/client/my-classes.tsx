import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { canChangeStatus, type Schedule } from '@tc/contracts/schemas';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { classCourseName, formatClassDate } from '../schedule-format';
import { ScheduleStatusBadge } from '../schedule-status-badge';
import { usePhoneLayout } from '../use-phone-layout';

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

/** The class's date; for a moved class, the original date and time against the new ones. */
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
            {formatClassDate(schedule.preferredDate)}, {schedule.preferredTime}
          </Text>
        </Text>
      </Stack>
    );
  }
  return (
    <>
      <Text style={{ whiteSpace: 'nowrap' }}>{formatClassDate(schedule.preferredDate)}</Text>
      {schedule.endDate && schedule.endDate !== schedule.preferredDate && (
        <Text fz="xs" c="dimmed">
          {t('clientPortal.until', { date: formatClassDate(schedule.endDate) })}
        </Text>
      )}
    </>
  );
}

/** Approve New Time for a moved class; otherwise 'Contact admin to modify this class.'; Cancel while it can be. */
function ClassActions({ schedule, onCancel }: { schedule: Schedule; onCancel: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const approve = useMutation(
    trpc.schedules.approveTimeChange.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.mine.queryKey() });
        notifySuccess(t('clientPortal.approved'), t('clientPortal.approvedText'));
      },
      onError: () => notifyError(t('common.error'), t('clientPortal.approveFailed')),
    }),
  );
  const cancellable = canChangeStatus(schedule.status, 'cancelled', 'client');
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
        <Text fz="sm" c="dimmed">
          {approvedMove ? t('clientPortal.waitingConfirm') : t('clientPortal.contactAdmin')}
        </Text>
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
  const queryClient = useQueryClient();
  const cancel = useMutation(
    trpc.schedules.cancel.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.mine.queryKey() });
        notifySuccess(t('clientPortal.cancelled'), t('clientPortal.cancelledText'));
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('clientPortal.cancelFailed'))),
    }),
  );
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

/** My Classes: the client's classes, nearest first; a table on a wide screen, cards on a phone. */
export function MyClasses({ classes }: { classes: UseQueryResult<Schedule[], unknown> }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [cancelling, setCancelling] = useState<Schedule | null>(null);

  if (classes.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (classes.isError)
    return <Alert color="red" icon={<IconAlertTriangle />} title={t('clientPortal.loadError')} />;
  if (classes.data.length === 0) return <Text c="dimmed">{t('clientPortal.empty')}</Text>;

  return (
    <>
      {phone ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {classes.data.map((schedule) => (
            <Card key={schedule.id} component="li" padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <ClassName schedule={schedule} />
                </div>
                <ScheduleStatusBadge status={schedule.status} />
              </Group>
              <Group gap="xs" mt="xs" align="flex-start">
                <ClassDate schedule={schedule} />
                {!awaitsApproval(schedule) && <Text>· {schedule.preferredTime}</Text>}
              </Group>
              <Stack mt="sm">
                <ClassActions schedule={schedule} onCancel={() => setCancelling(schedule)} />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clientPortal.columns.classType')}</Table.Th>
              <Table.Th>{t('clientPortal.columns.preferredDate')}</Table.Th>
              <Table.Th>{t('clientPortal.columns.time')}</Table.Th>
              <Table.Th>{t('clientPortal.columns.status')}</Table.Th>
              <Table.Th>{t('clientPortal.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.data.map((schedule) => (
              <Table.Tr key={schedule.id}>
                <Table.Td>
                  <ClassName schedule={schedule} />
                </Table.Td>
                <Table.Td>
                  <ClassDate schedule={schedule} />
                </Table.Td>
                <Table.Td>{schedule.preferredTime}</Table.Td>
                <Table.Td>
                  <ScheduleStatusBadge status={schedule.status} />
                </Table.Td>
                <Table.Td>
                  <ClassActions schedule={schedule} onCancel={() => setCancelling(schedule)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {cancelling && <CancelClassModal schedule={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
