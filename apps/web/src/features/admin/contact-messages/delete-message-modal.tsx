import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
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
    <ConfirmDeleteModal
      title={t('contactMessages.remove.title')}
      text={t('contactMessages.remove.text', { name: message.name })}
      confirmLabel={t('contactMessages.remove.confirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: message.id })}
      onClose={onClose}
    />
  );
}
