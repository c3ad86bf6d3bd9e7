import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatCentreDay } from '../../app/dates';
import { Modal } from '../../app/dialog';
import { dismissToast, notifyError, notifySuccess } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';

const TOAST_ACTION = 'calendar-feed';

function CalendarFeedModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.calendarFeed.status.queryOptions());
  const [address, setAddress] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.calendarFeed.status.queryKey() });
  const onError = (error: unknown) =>
    notifyError(t('common.error'), serverMessage(error, t('calendarFeed.failed')), TOAST_ACTION);
  const create = useMutation(
    trpc.calendarFeed.create.mutationOptions({
      onSuccess: async ({ url }) => {
        setAddress(url);
        await refresh();
        dismissToast(TOAST_ACTION);
      },
      onError,
    }),
  );
  const revoke = useMutation(
    trpc.calendarFeed.revoke.mutationOptions({
      onSuccess: async () => {
        setAddress(null);
        await refresh();
        notifySuccess(t('calendarFeed.revoked'), t('calendarFeed.revokedText'), TOAST_ACTION);
      },
      onError,
    }),
  );
  const active = status.data?.active ?? false;

  return (
    <Modal opened onClose={onClose} title={t('calendarFeed.title')} size="lg" centered>
      <Stack>
        <Text>{t('calendarFeed.text')}</Text>
        <Text fz="sm" c="dimmed">
          {t('calendarFeed.private')}
        </Text>
        {address ? (
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput label={t('calendarFeed.address')} value={address} readOnly style={{ flex: 1 }} />
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'filled'}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                    onClick={copy}
                  >
                    {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="orange">{t('calendarFeed.shownOnce')}</Alert>
          </Stack>
        ) : (
          status.data && (
            <Text fw={600}>
              {active && status.data.createdAt
                ? t('calendarFeed.activeSince', {
                    date: formatCentreDay(status.data.createdAt, i18n.language),
                  })
                : t('calendarFeed.none')}
            </Text>
          )
        )}
        <Group justify="end">
          {active && (
            <Button variant="light" color="red" loading={revoke.isPending} onClick={() => revoke.mutate()}>
              {t('calendarFeed.revoke')}
            </Button>
          )}
          <Button loading={create.isPending} onClick={() => create.mutate()} disabled={status.isPending}>
            {active ? t('calendarFeed.renew') : t('calendarFeed.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Opens the private calendar address of a client's or instructor's classes. */
export function CalendarFeedButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCalendarShare size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('calendarFeed.open')}
      </Button>
      {open && <CalendarFeedModal onClose={() => setOpen(false)} />}
    </>
  );
}
