import { Alert, Center, Loader, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatCentreInstant } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';

/** What happened to a class, from the audit log: each change, who made it and when (Bahrain time). */
export function ScheduleHistoryModal({ scheduleId, onClose }: { scheduleId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const history = useQuery(trpc.schedules.history.queryOptions({ id: scheduleId }));
  return (
    <Modal opened onClose={onClose} title={t('adminSchedules.historyTitle')} size="lg" centered>
      {history.isPending && (
        <Center py="lg">
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
      {history.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('adminSchedules.historyLoadError')} />
      )}
      {history.data && (
        <Timeline active={history.data.length - 1} bulletSize={14} lineWidth={2}>
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} title={t(`adminSchedules.historyActions.${entry.action}`)}>
              {entry.changeDescription && <Text fz="sm">{entry.changeDescription}</Text>}
              <Text fz="xs" c="dimmed" mt={2}>
                {t('adminSchedules.historyBy', {
                  who: entry.performedByEmail ?? '',
                  when: formatCentreInstant(entry.createdAt, i18n.language),
                })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}
