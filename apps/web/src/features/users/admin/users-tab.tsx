import { Button, Group, Stack } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminUser, type Role, roles, type SessionUser, userListInput } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { ListHeading } from '../../../app/data-table/list-heading';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { AddUserModal } from './add-user-modal';
import { DeleteUserModal } from './delete-user-modal';
import { EditUserModal } from './edit-user-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { type TemporaryPassword, TemporaryPasswordModal } from './temporary-password-modal';
import { type UserAction, userActions, userColumns } from './user-columns';
import { roleOptions } from './user-role-options';
import { displayName } from './user-rules';

/** The one dialog open at a time: a row's action, adding a user, or a temporary password to hand over. */
type Dialog =
  | { kind: 'add' }
  | { kind: UserAction; user: AdminUser }
  | { kind: 'password'; issued: TemporaryPassword };

/**
 * The Users tab: the accounts with their role, state and actions, a page at a time, searched and
 * filtered by role on the server; and the way to add one.
 */
export function UsersTab({ user: actor }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [role, setRole] = useState<Role | undefined>();
  const list = usePagedList(userListInput.defaultSort, { role });
  const users = useQuery({ ...trpc.users.page.queryOptions(list.input), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const showPassword = (issued: TemporaryPassword) => setDialog({ kind: 'password', issued });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={t('users.title')}
          count={users.data && t('users.count', { count: users.data.total })}
        />
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('users.addUser')}
        </Button>
      </Group>
      <ListFilters label={t('users.filters')}>
        <ListSearch
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('users.role')}
          placeholder={t('users.anyRole')}
          options={roleOptions(t, roles)}
          value={role}
          onChange={setRole}
        />
      </ListFilters>
      <DataTable
        query={users}
        paging={list.paging}
        columns={userColumns(t, i18n.language, actor)}
        rowKey={(user) => user.id}
        label={t('users.title')}
        empty={
          list.narrowed
            ? noMatch(t('users.noMatch'))
            : { icon: <IconUsers />, title: t('emptyStates.users'), text: t('users.empty') }
        }
        loadError={t('users.loadError')}
        actions={{
          label: (user) => t('users.actionsFor', { name: displayName(user) }),
          items: (user) => userActions(t, actor, user, (kind) => setDialog({ kind, user })),
        }}
      />

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
