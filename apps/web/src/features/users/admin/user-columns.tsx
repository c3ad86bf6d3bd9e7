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
import { Fragment } from 'react';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCentreInstant } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { UserRoleCell } from './user-role-cell';

export type UserAction = 'edit' | 'reset' | 'delete';

/**
 * Text that breaks only where `breaks` allows, each part kept whole: an e-mail after its '@' or a
 * hyphen, or before a dot ('layla.nasser@' 'gulf-' 'lifting' '.com'); a date and time after the comma.
 */
function WholeParts({ text, breaks }: { text: string; breaks: RegExp }) {
  return text.split(breaks).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
    </Fragment>
  ));
}
const EMAIL_BREAKS = /(?<=[@_-])|(?=\.)/;
const DATE_TIME_BREAK = /(?<=, )/;

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
            <WholeParts text={user.email} breaks={EMAIL_BREAKS} />
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
      // The date and the time each whole (never '27/11/' and '2026'); the time may go under the date.
      cell: (user) => (
        <WholeParts
          text={user.lastLoginAt ? formatCentreInstant(user.lastLoginAt, language) : t('users.never')}
          breaks={DATE_TIME_BREAK}
        />
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
