import { Badge, Group, Text } from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import {
  type AdminUser,
  changeRefusal,
  passwordResetRefusal,
  removalRefusal,
  type SessionUser,
  type SortKeyOf,
  type userListInput,
} from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCentreInstant } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { UserRoleCell } from './user-role-cell';

export type UserAction = 'edit' | 'reset' | 'delete';

/**
 * An e-mail address that never breaks mid-word: a narrow column or card may break it only after
 * the '@', each part kept whole.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <span style={{ whiteSpace: 'nowrap' }}>{email}</span>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at + 1)}</span>
    </>
  );
}

/** The Users list: who (name, flags, e-mail), company, phone, role, state and last login. */
export function userColumns(
  t: TFunction,
  language: string,
  actor: SessionUser,
): Column<AdminUser, SortKeyOf<typeof userListInput>>[] {
  return [
    {
      key: 'user',
      label: t('users.columns.name'),
      card: 'title',
      minWidth: '14rem',
      sort: 'name',
      cell: (user) => (
        <>
          <Text fw={600} fz="sm">
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}
          </Text>
          <Text fz="sm" c="dimmed">
            <EmailAddress email={user.email} />
          </Text>
        </>
      ),
    },
    {
      key: 'flags',
      label: t('users.columns.status'),
      card: 'badge',
      cell: (user) => (
        <Group gap={4}>
          <Badge variant="light" color={user.isActive ? 'green' : 'gray'}>
            {user.isActive ? t('users.active') : t('users.inactive')}
          </Badge>
          {user.isMainAdmin && <Badge variant="filled">{t('users.mainAdmin')}</Badge>}
          {user.mustChangePassword && (
            <Badge variant="light" color="amber">
              {t('users.temporaryPassword')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'company',
      label: t('users.columns.company'),
      sort: 'companyName',
      cell: (user) => user.companyName ?? '—',
    },
    {
      key: 'phone',
      label: t('users.columns.phone'),
      nowrap: true,
      cell: (user) => <bdi>{user.phone ?? '—'}</bdi>,
    },
    {
      key: 'role',
      label: t('users.columns.role'),
      sort: 'role',
      cell: (user) => <UserRoleCell actor={actor} user={user} />,
    },
    {
      key: 'lastLogin',
      label: t('users.columns.lastLogin'),
      sort: 'lastLoginAt',
      nowrap: true,
      // Whole on a phone's card too: a date and its time never part.
      cell: (user) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {user.lastLoginAt ? formatCentreInstant(user.lastLoginAt, language) : t('users.never')}
        </span>
      ),
    },
  ];
}

/** What a row's menu offers the acting admin: only what the account rules (account-rules.ts) allow. */
export function userActions(
  t: TFunction,
  actor: SessionUser,
  user: AdminUser,
  open: (action: UserAction) => void,
): RowAction[] {
  const actions: RowAction[] = [];
  if (!changeRefusal(actor, user)) {
    actions.push({
      key: 'edit',
      label: t('users.edit'),
      icon: <IconPencil size={16} aria-hidden />,
      onClick: () => open('edit'),
    });
  }
  if (!passwordResetRefusal(actor, user)) {
    actions.push({
      key: 'reset',
      label: t('users.resetPassword'),
      icon: <IconKey size={16} aria-hidden />,
      onClick: () => open('reset'),
    });
  }
  if (!removalRefusal(actor, user, 'delete')) {
    actions.push({
      key: 'delete',
      label: t('users.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      onClick: () => open('delete'),
      danger: true,
    });
  }
  return actions;
}
