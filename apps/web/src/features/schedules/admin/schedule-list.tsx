import { Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Schedule } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import { classCourseName, clientName, formatClassDate } from '../schedule-format';
import { ScheduleStatusBadge } from '../schedule-status-badge';
import { type ScheduleAction, ScheduleActionsMenu } from './schedule-actions-menu';

interface ListProps {
  schedules: Schedule[];
  onAction: (schedule: Schedule, action: ScheduleAction) => void;
}

/** Under the date: the end date, and a pending move's original time and whether the client approved it. */
function DateNotes({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
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

function Instructor({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  return schedule.instructorName ? (
    schedule.instructorName
  ) : (
    <Text span c="dimmed" fz="sm">
      {t('adminSchedules.noInstructor')}
    </Text>
  );
}

export function ScheduleTable({ schedules, onAction }: ListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminSchedules.columns.client')}</Table.Th>
            <Table.Th>{t('adminSchedules.columns.course')}</Table.Th>
            <Table.Th>{t('adminSchedules.columns.date')}</Table.Th>
            <Table.Th>{t('adminSchedules.columns.time')}</Table.Th>
            <Table.Th ta="end">{t('adminSchedules.columns.candidates')}</Table.Th>
            <Table.Th>{t('adminSchedules.columns.instructor')}</Table.Th>
            <Table.Th>{t('adminSchedules.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminSchedules.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedules.map((schedule) => (
            <Table.Tr key={schedule.id}>
              <Table.Td>
                <Text fw={600}>{clientName(schedule.user)}</Text>
                <Text fz="xs" c="dimmed">
                  {schedule.user.email}
                </Text>
              </Table.Td>
              <Table.Td>{classCourseName(schedule)}</Table.Td>
              <Table.Td>
                <Text style={{ whiteSpace: 'nowrap' }}>{formatClassDate(schedule.preferredDate)}</Text>
                <DateNotes schedule={schedule} />
              </Table.Td>
              <Table.Td>{schedule.preferredTime}</Table.Td>
              <Table.Td ta="end">{schedule.numberOfCandidates}</Table.Td>
              <Table.Td>
                <Instructor schedule={schedule} />
              </Table.Td>
              <Table.Td>
                <ScheduleStatusBadge status={schedule.status} />
              </Table.Td>
              <Table.Td>
                <Group justify="end">
                  <ScheduleActionsMenu
                    schedule={schedule}
                    onAction={(action) => onAction(schedule, action)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone: one card per class, every column a line, the actions in reach. */
export function ScheduleCards({ schedules, onAction }: ListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {schedules.map((schedule) => (
        <Card key={schedule.id} component="li" padding="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={700}>{clientName(schedule.user)}</Text>
              <Text fz="sm">{classCourseName(schedule)}</Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ScheduleStatusBadge status={schedule.status} />
              <ScheduleActionsMenu schedule={schedule} onAction={(action) => onAction(schedule, action)} />
            </Group>
          </Group>
          <Text fz="sm" mt="xs">
            {formatClassDate(schedule.preferredDate)}, {schedule.preferredTime}
          </Text>
          <DateNotes schedule={schedule} />
          <Text fz="sm" c="dimmed" mt={4}>
            {t('adminSchedules.columns.candidates')}: {schedule.numberOfCandidates} ·{' '}
            {t('adminSchedules.columns.instructor')}: <Instructor schedule={schedule} />
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
