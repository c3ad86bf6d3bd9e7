import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canChangeStatus, type Schedule } from '@tc/contracts/schemas';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { classCourseName, clientName, formatClassDate } from '../schedule-format';
import { ScheduleStatusBadge } from '../schedule-status-badge';
import { usePhoneLayout } from '../use-phone-layout';

/** The client as the instructor sees them: first and last name, and e-mail. */
function Client({ schedule }: { schedule: Schedule }) {
  const person = [schedule.user.firstName, schedule.user.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Text fw={600}>{person || clientName(schedule.user)}</Text>
      <Text fz="xs" c="dimmed">
        {schedule.user.email}
      </Text>
    </>
  );
}

function Phone({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  return schedule.user.phone ? (
    <a href={`tel:${schedule.user.phone}`}>{schedule.user.phone}</a>
  ) : (
    <Text span c="dimmed" fz="sm">
      {t('instructorPortal.noPhone')}
    </Text>
  );
}

function CompleteClassModal({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const complete = useMutation(
    trpc.schedules.complete.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.schedules.assigned.queryKey() });
        notifySuccess(t('instructorPortal.completed'), t('instructorPortal.completedText'));
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('instructorPortal.completeFailed'))),
    }),
  );
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

/** Mark Complete, on a confirmed class of the Current tab. */
function CompleteButton({ schedule, onClick }: { schedule: Schedule; onClick: () => void }) {
  const { t } = useTranslation();
  if (!canChangeStatus(schedule.status, 'completed', 'instructor')) return null;
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

/** One tab's classes: a table with the spec's columns on a wide screen, cards on a phone. */
export function InstructorClasses({ classes, empty }: { classes: Schedule[]; empty: string }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const [completing, setCompleting] = useState<Schedule | null>(null);
  if (classes.length === 0) return <Text c="dimmed">{empty}</Text>;
  const columns = t('instructorPortal.columns.candidates');

  return (
    <>
      {phone ? (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {classes.map((schedule) => (
            <Card key={schedule.id} component="li" padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  <Client schedule={schedule} />
                </div>
                <ScheduleStatusBadge status={schedule.status} />
              </Group>
              <Text fz="sm" mt="xs" fw={600}>
                {classCourseName(schedule)}
              </Text>
              <Text fz="sm">
                {formatClassDate(schedule.preferredDate)}, {schedule.preferredTime} · {columns}:{' '}
                {schedule.numberOfCandidates || 1}
              </Text>
              <Group justify="space-between" mt="xs">
                <Phone schedule={schedule} />
                <CompleteButton schedule={schedule} onClick={() => setCompleting(schedule)} />
              </Group>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('instructorPortal.columns.client')}</Table.Th>
              <Table.Th>{t('instructorPortal.columns.course')}</Table.Th>
              <Table.Th>{t('instructorPortal.columns.date')}</Table.Th>
              <Table.Th>{t('instructorPortal.columns.time')}</Table.Th>
              <Table.Th ta="end">{columns}</Table.Th>
              <Table.Th>{t('instructorPortal.columns.status')}</Table.Th>
              <Table.Th>{t('instructorPortal.columns.contact')}</Table.Th>
              <Table.Th>{t('instructorPortal.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {classes.map((schedule) => (
              <Table.Tr key={schedule.id}>
                <Table.Td>
                  <Client schedule={schedule} />
                </Table.Td>
                <Table.Td>{classCourseName(schedule)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatClassDate(schedule.preferredDate)}
                </Table.Td>
                <Table.Td>{schedule.preferredTime}</Table.Td>
                <Table.Td ta="end">{schedule.numberOfCandidates || 1}</Table.Td>
                <Table.Td>
                  <ScheduleStatusBadge status={schedule.status} />
                </Table.Td>
                <Table.Td>
                  <Phone schedule={schedule} />
                </Table.Td>
                <Table.Td>
                  <CompleteButton schedule={schedule} onClick={() => setCompleting(schedule)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {completing && <CompleteClassModal schedule={completing} onClose={() => setCompleting(null)} />}
    </>
  );
}
