import { PasswordInput, Stack, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type AdminUser, editUserInputSchema, removalRefusal, type SessionUser } from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { AccountFields } from './account-fields';
import { editInput, editValuesOf } from './user-rules';

const formSchema = editUserInputSchema.omit({ id: true });

interface EditUserModalProps {
  user: AdminUser;
  actor: SessionUser;
  onClose: () => void;
}

/**
 * Edits an account. Saving needs the acting admin's own current password, and sends only the
 * fields that changed; a blank new password keeps the current one (spec, admin console section 5).
 */
export function EditUserModal({ user, actor, onClose }: EditUserModalProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const initialValues = editValuesOf(user);
  const form = useForm({ initialValues, validate: schemaResolver(formSchema, { sync: true }) });
  const editUser = useTabMutation(trpc.users.edit.mutationOptions(), {
    // One's own account also changes the session's user (the welcome line, the header).
    refresh: user.id === actor.id ? [trpc.users, trpc.auth] : [trpc.users],
    failed: t('users.editUser.failed'),
    onDone: onClose,
  });

  return (
    <Modal opened onClose={onClose} title={t('users.editUser.title')} centered>
      <form
        onSubmit={form.onSubmit((values) => editUser.mutate(editInput(user.id, initialValues, values)))}
        noValidate
      >
        <Stack>
          <AccountFields form={form} />
          <Switch
            label={t('users.editUser.isActive')}
            description={t('users.editUser.isActiveText')}
            disabled={removalRefusal(actor, user, 'deactivate') !== null}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <PasswordInput
            label={t('users.editUser.newPassword')}
            description={t('users.editUser.newPasswordText')}
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('users.editUser.currentPassword')}
            description={t('users.editUser.currentPasswordText')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <DialogActions
            submitLabel={t('users.editUser.submit')}
            pending={editUser.isPending}
            disabled={form.values.currentPassword === ''}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
