import { Alert, Button, Center, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBellRinging } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../app/dialog';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { formatClassDate } from '../schedule-format';

const TOAST_ACTION = 'send-reminders';

/**
 * Says whom the reminders will mail before sending: each confirmed class of the next 7 days that
 * has not started, with its addresses (the server's own list, which the send then uses).
 */
function RemindersModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.schedules.reminderPreview.queryOptions(), gcTime: 0 });
  const send = useMutation(
    trpc.schedules.sendReminders.mutationOptions({
      onSuccess: ({ classes, mails }) => {
        notifySuccess(
          t('adminSchedules.remindersSent'),
          t('adminSchedules.remindersSentText', { classes, mails }),
          TOAST_ACTION,
        );
        onClose();
      },
      onError: (error) =>
        notifyError(
          t('common.error'),
          serverMessage(error, t('adminSchedules.remindersFailed')),
          TOAST_ACTION,
        ),
    }),
  );
  const classes = preview.data ?? [];
  return (
    <Modal opened onClose={onClose} title={t('adminSchedules.remindersTitle')} size="lg" centered>
      {preview.isPending && (
        <Center py="lg">
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
      {preview.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('adminSchedules.remindersLoadError')} />
      )}
      {preview.data && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate();
          }}
        >
          <Stack>
            {classes.length === 0 ? (
              <Alert color="navy" title={t('adminSchedules.noReminders')}>
                {t('adminSchedules.noRemindersText')}
              </Alert>
            ) : (
              <>
                <Text fz="sm">{t('adminSchedules.remindersText')}</Text>
                <List spacing="xs" size="sm" aria-label={t('adminSchedules.remindersTitle')}>
                  {classes.map((entry) => (
                    <List.Item key={entry.id}>
                      <Text fz="sm" fw={600}>
                        {t('adminSchedules.remindersLine', {
                          date: formatClassDate(entry.preferredDate),
                          time: entry.preferredTime,
                          course: entry.courseName,
                          client: entry.clientName,
                        })}
                      </Text>
                      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {entry.recipients.join(', ')}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </>
            )}
            <DialogActions
              submitLabel={t('adminSchedules.remindersSend', { count: classes.length })}
              pending={send.isPending}
              disabled={classes.length === 0}
              onCancel={onClose}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The reminders action: opens the list of whom it will remind, then sends. */
export function SendRemindersButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconBellRinging size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('adminSchedules.reminders')}
      </Button>
      {open && <RemindersModal onClose={() => setOpen(false)} />}
    </>
  );
}
