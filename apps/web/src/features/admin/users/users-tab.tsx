import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminUser, SessionUser } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { AddUserModal } from './add-user-modal';
import { DeleteUserModal } from './delete-user-modal';
import { EditUserModal } from './edit-user-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { type TemporaryPassword, TemporaryPasswordModal } from './temporary-password-modal';
import { type UserAction, UsersTable } from './users-table';

/** The one dialog open at a time: a row's action, adding a user, or a temporary password to hand over. */
type Dialog =
  | { kind: 'add' }
  | { kind: UserAction; user: AdminUser }
  | { kind: 'password'; issued: TemporaryPassword };

/** The Users tab: every account with its role, state and actions, and the way to add one. */
export function UsersTab({ user: actor }: { user: SessionUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const users = useQuery(trpc.users.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const showPassword = (issued: TemporaryPassword) => setDialog({ kind: 'password', issued });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('users.title')}</Title>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('users.addUser')}
        </Button>
      </Group>
      {users.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {users.isError && <Alert color="red" icon={<IconAlertTriangle />} title={t('users.loadError')} />}
      {users.data && (
        <UsersTable users={users.data} actor={actor} onAction={(kind, user) => setDialog({ kind, user })} />
      )}

      {dialog?.kind === 'add' && <AddUserModal actor={actor} onClose={close} onCreated={showPassword} />}
      {dialog?.kind === 'edit' && <EditUserModal user={dialog.user} actor={actor} onClose={close} />}
      {dialog?.kind === 'reset' && (
        <ResetPasswordModal user={dialog.user} onClose={close} onReset={showPassword} />
      )}
      {dialog?.kind === 'delete' && <DeleteUserModal user={dialog.user} onClose={close} />}
      {dialog?.kind === 'password' && <TemporaryPasswordModal issued={dialog.issued} onClose={close} />}
    </Stack>
  );
}
