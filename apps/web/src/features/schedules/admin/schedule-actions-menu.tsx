import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconDots,
  IconEdit,
  IconHistory,
  IconRosetteDiscountCheck,
  IconTrash,
} from '@tabler/icons-react';
import { canChangeStatus, type Schedule, type ScheduleStatus } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import { clientName, formatClassDate } from '../schedule-format';

export type ScheduleAction =
  | 'edit'
  | 'history'
  | 'delete'
  | 'cancel'
  | Exclude<ScheduleStatus, 'pending' | 'cancelled'>;

/** A class's actions: edit, the status changes the rules allow an admin, its history, delete. */
export function ScheduleActionsMenu({
  schedule,
  onAction,
}: {
  schedule: Schedule;
  onAction: (action: ScheduleAction) => void;
}) {
  const { t } = useTranslation();
  const can = (to: ScheduleStatus) => canChangeStatus(schedule.status, to, 'admin');
  const editable = schedule.status === 'pending' || schedule.status === 'confirmed';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('adminSchedules.actionsFor', {
            client: clientName(schedule.user),
            date: formatClassDate(schedule.preferredDate),
          })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editable && (
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onAction('edit')}>
            {t('adminSchedules.actions.edit')}
          </Menu.Item>
        )}
        {can('confirmed') && (
          <Menu.Item leftSection={<IconCircleCheck size={16} />} onClick={() => onAction('confirmed')}>
            {t('adminSchedules.actions.confirm')}
          </Menu.Item>
        )}
        {can('completed') && (
          <Menu.Item
            leftSection={<IconRosetteDiscountCheck size={16} />}
            onClick={() => onAction('completed')}
          >
            {t('adminSchedules.actions.complete')}
          </Menu.Item>
        )}
        {can('cancelled') && (
          <Menu.Item leftSection={<IconCircleX size={16} />} onClick={() => onAction('cancel')}>
            {t('adminSchedules.actions.cancel')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => onAction('history')}>
          {t('adminSchedules.actions.history')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete')}>
          {t('adminSchedules.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
