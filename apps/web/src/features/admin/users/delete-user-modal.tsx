import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useRefreshUsers } from './use-refresh-users';
import { displayName } from './user-rules';

/** Asks before deleting an account (spec: every delete asks for confirmation). */
export function DeleteUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshUsers = useRefreshUsers();
  const deleteUser = useMutation(
    trpc.users.delete.mutationOptions({
      onSuccess: async () => {
        await refreshUsers();
        onClose();
      },
      onError: (error) => notifyError(t('common.error'), serverMessage(error, t('users.remove.failed'))),
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('users.remove.title')} centered>
      <Stack>
        <Text>{t('users.remove.text', { name: displayName(user) })}</Text>
        <Group justify="end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={deleteUser.isPending}
            onClick={() => deleteUser.mutate({ id: user.id })}
          >
            {t('users.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
