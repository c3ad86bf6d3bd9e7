import { useMutation } from '@tanstack/react-query';
import type { AdminUser } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
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
    <ConfirmDeleteModal
      title={t('users.remove.title')}
      text={t('users.remove.text', { name: displayName(user) })}
      confirmLabel={t('users.remove.confirm')}
      pending={deleteUser.isPending}
      onConfirm={() => deleteUser.mutate({ id: user.id })}
      onClose={onClose}
    />
  );
}
