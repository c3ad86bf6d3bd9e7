import type { AdminUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { displayName } from './user-rules';

/** Asks before deleting an account (spec: every delete asks for confirmation). */
export function DeleteUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const deleteUser = useTabMutation(trpc.users.delete.mutationOptions(), {
    refresh: [trpc.users],
    failed: t('users.remove.failed'),
    succeeded: () => ({
      title: t('users.remove.doneTitle'),
      message: t('users.remove.doneText', { name: displayName(user) }),
    }),
    onDone: onClose,
  });

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
