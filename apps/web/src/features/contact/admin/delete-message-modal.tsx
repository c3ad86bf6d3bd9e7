import type { ContactMessage } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';

/** Asks before deleting a message (spec: every delete asks for confirmation). */
export function DeleteMessageModal({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.contact.delete.mutationOptions(), {
    refresh: [trpc.contact],
    failed: t('contactMessages.remove.failed'),
    onDone: onClose,
  });

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
