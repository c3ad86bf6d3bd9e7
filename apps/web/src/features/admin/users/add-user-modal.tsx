import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { createUserInputSchema, type Role, type SessionUser } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import type { TemporaryPassword } from './temporary-password-modal';
import { useRefreshUsers } from './use-refresh-users';
import { roleOptions } from './user-role-options';
import { creatableRoles } from './user-rules';

interface AddUserModalProps {
  actor: SessionUser;
  onClose: () => void;
  onCreated: (issued: TemporaryPassword) => void;
}

/** Creates an account; the server answers with its temporary password, which is handed on to be shown once. */
export function AddUserModal({ actor, onClose, onCreated }: AddUserModalProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshUsers = useRefreshUsers();
  const form = useForm({
    initialValues: {
      companyName: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      role: 'client' as Role,
    },
    validate: schemaResolver(createUserInputSchema, { sync: true }),
  });
  const createUser = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: async ({ user, temporaryPassword }) => {
        await refreshUsers();
        onCreated({ email: user.email, password: temporaryPassword, reason: 'created' });
      },
      onError: (error) => notifyError(t('common.error'), serverMessage(error, t('users.create.failed'))),
    }),
  );

  return (
    <Modal opened onClose={onClose} title={t('users.addUser')} centered>
      <form onSubmit={form.onSubmit((values) => createUser.mutate(values))} noValidate>
        <Stack>
          <TextInput
            label={t('users.fields.companyName')}
            data-autofocus
            {...form.getInputProps('companyName')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('users.fields.firstName')} {...form.getInputProps('firstName')} />
            <TextInput label={t('users.fields.lastName')} {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput
            type="email"
            label={t('users.fields.email')}
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput type="tel" label={t('users.fields.phone')} {...form.getInputProps('phone')} />
          <Select
            label={t('users.fields.role')}
            data={roleOptions(t, creatableRoles(actor))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Group justify="end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={createUser.isPending}>
              {t('users.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
