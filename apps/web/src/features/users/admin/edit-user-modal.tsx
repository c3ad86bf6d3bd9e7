import { PasswordInput, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminUser,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  editNeedsPassword,
  editUserInputSchema,
  isStaffRole,
  refineNames,
  removalRefusal,
  type SessionUser,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { localMessage, useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { ClientDetailsFields } from '../client-details-fields';
import { AccountFields } from './account-fields';
import { displayName, editInput, editValuesOf } from './user-rules';

interface EditUserModalProps {
  user: AdminUser;
  actor: SessionUser;
  onClose: () => void;
}

/** The server's schema, with the rules it applies knowing the account: staff names, the password. */
function formSchemaFor(user: AdminUser) {
  return editUserInputSchema.omit({ id: true }).superRefine((values, ctx) => {
    refineNames(user.role, values, ctx);
    if (editNeedsPassword(values, user) && !values.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: CURRENT_PASSWORD_REQUIRED_MESSAGE });
    }
  });
}

/**
 * Edits an account, sending only the fields that changed; a blank new password keeps the current
 * one. 'Your password' is asked only for the changes that need it (editNeedsPassword: a role, an
 * e-mail, a password), and a wrong one is said under the field.
 */
export function EditUserModal({ user, actor, onClose }: EditUserModalProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const initialValues = editValuesOf(user);
  const form = useForm({ initialValues, validate: formResolver(formSchemaFor(user)) });
  const editUser = useTabMutation(trpc.users.edit.mutationOptions(), {
    // One's own account also changes the session's user (the welcome line, the header).
    refresh: user.id === actor.id ? [trpc.users, trpc.auth] : [trpc.users],
    failed: t('users.editUser.failed'),
    succeeded: (saved) => ({
      title: t('users.editUser.doneTitle'),
      message: t('users.editUser.doneText', { name: displayName(saved) }),
    }),
    onDone: onClose,
  });
  const needsPassword = editNeedsPassword(editInput(user.id, initialValues, form.values), user);
  const save = form.onSubmit((values) => {
    // A password typed for a change since undone is not sent: the field is gone from the screen.
    const { currentPassword, ...input } = editInput(user.id, initialValues, values);
    editUser.mutate(editNeedsPassword(input, user) ? { ...input, currentPassword } : input, {
      onError: (error) => {
        const message = serverMessage(error, '');
        if (
          message === localMessage(WRONG_CURRENT_PASSWORD_MESSAGE) ||
          message === localMessage(CURRENT_PASSWORD_REQUIRED_MESSAGE)
        ) {
          form.setFieldError('currentPassword', message);
        }
      },
    });
  });

  return (
    <Modal opened onClose={onClose} title={t('users.editUser.title')} centered>
      <form onSubmit={save} noValidate>
        <Stack>
          <AccountFields form={form} namesRequired={isStaffRole(user.role)} />
          {user.role === 'client' && <ClientDetailsFields form={form} />}
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
          {needsPassword && (
            <PasswordInput
              label={t('users.editUser.currentPassword')}
              description={t('users.editUser.currentPasswordText')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
          )}
          <DialogActions
            submitLabel={t('users.editUser.submit')}
            pending={editUser.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
