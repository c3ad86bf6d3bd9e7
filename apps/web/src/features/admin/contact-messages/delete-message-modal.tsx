import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useRefreshContactMessages } from './use-refresh-contact-messages';

/** Asks before deleting a message (spec: every delete asks for confirmation). */
export function DeleteMessageModal({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshContactMessages();
  const remove = useMutation(
    trpc.contact.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('contactMessages.remove.failed'))),
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('contactMessages.remove.title')} centered>
      <Stack>
        <Text>{t('contactMessages.remove.text', { name: message.name })}</Text>
        <Group justify="end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: message.id })}>
            {t('contactMessages.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
