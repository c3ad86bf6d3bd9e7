import { Button } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError, notifyInfo, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';

const TOAST_ACTION = 'send-reminders';

/** The reminders action: mails every confirmed class of the next 7 days, or says there is none. */
export function SendRemindersButton() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const send = useMutation(
    trpc.schedules.sendReminders.mutationOptions({
      onSuccess: ({ classes, mails }) => {
        if (classes === 0)
          notifyInfo(t('adminSchedules.noReminders'), t('adminSchedules.noRemindersText'), TOAST_ACTION);
        else
          notifySuccess(
            t('adminSchedules.remindersSent'),
            t('adminSchedules.remindersSentText', { classes, mails }),
            TOAST_ACTION,
          );
      },
      onError: (error) =>
        notifyError(
          t('common.error'),
          serverMessage(error, t('adminSchedules.remindersFailed')),
          TOAST_ACTION,
        ),
    }),
  );
  return (
    <Button
      variant="default"
      leftSection={<IconBellRinging size={18} aria-hidden />}
      loading={send.isPending}
      onClick={() => send.mutate()}
    >
      {t('adminSchedules.reminders')}
    </Button>
  );
}
