import { Button, Group, Modal, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type AdminUser, editUserInputSchema, type SessionUser } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useRefreshSession } from '../../session/use-session';
import { useRefreshUsers } from './use-refresh-users';
import { canDeleteOrDeactivate, editInput, editValuesOf } from './user-rules';

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
  const refreshUsers = useRefreshUsers();
  const refreshSession = useRefreshSession();
  const initialValues = editValuesOf(user);
  const form = useForm({ initialValues, validate: schemaResolver(formSchema, { sync: true }) });
  const editUser = useMutation(
    trpc.users.edit.mutationOptions({
      onSuccess: async () => {
        await Promise.all([refreshUsers(), user.id === actor.id && refreshSession()]);
        onClose();
      },
      onError: (error) => notifyError(t('common.error'), serverMessage(error, t('users.editUser.failed'))),
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('users.editUser.title')} centered>
      <form
        onSubmit={form.onSubmit((values) => editUser.mutate(editInput(user.id, initialValues, values)))}
        noValidate
      >
        <Stack>
          <TextInput
            type="email"
            label={t('users.fields.email')}
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('users.fields.firstName')} {...form.getInputProps('firstName')} />
            <TextInput label={t('users.fields.lastName')} {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label={t('users.fields.companyName')} {...form.getInputProps('companyName')} />
          <TextInput type="tel" label={t('users.fields.phone')} {...form.getInputProps('phone')} />
          <Switch
            label={t('users.editUser.isActive')}
            description={t('users.editUser.isActiveText')}
            disabled={!canDeleteOrDeactivate(actor, user)}
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
          <Group justify="end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={editUser.isPending} disabled={form.values.currentPassword === ''}>
              {t('users.editUser.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
