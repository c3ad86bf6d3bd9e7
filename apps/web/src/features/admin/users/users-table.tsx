import { ActionIcon, Badge, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminUser, SessionUser } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import { UserRoleCell } from './user-role-cell';
import { canChange, canDeleteOrDeactivate, canResetPassword, displayName } from './user-rules';
import classes from './users.module.css';

export type UserAction = 'edit' | 'reset' | 'delete';

/** Last logins in the centre's time zone. */
function useDateTimeFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bahrain',
  });
}

function UserActions({
  actor,
  user,
  onAction,
}: {
  actor: SessionUser;
  user: AdminUser;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useTranslation();
  const actions = {
    edit: canChange(actor, user),
    reset: canResetPassword(actor, user),
    delete: canDeleteOrDeactivate(actor, user),
  };
  if (!actions.edit && !actions.reset && !actions.delete) return null;
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('users.actionsFor', { name: displayName(user) })}
        >
          <IconDots size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.edit && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('edit')}>
            {t('users.edit')}
          </Menu.Item>
        )}
        {actions.reset && (
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => onAction('reset')}>
            {t('users.resetPassword')}
          </Menu.Item>
        )}
        {actions.delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onAction('delete')}
          >
            {t('users.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

interface UsersTableProps {
  users: AdminUser[];
  actor: SessionUser;
  onAction: (action: UserAction, user: AdminUser) => void;
}

/** The accounts as a table; on a narrow screen it scrolls sideways inside its own box. */
export function UsersTable({ users, actor, onAction }: UsersTableProps) {
  const { t } = useTranslation();
  const dateTime = useDateTimeFormat();

  return (
    <Table.ScrollContainer minWidth={980} type="native" className={classes.scroller}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.company')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.phone')}</Table.Th>
            <Table.Th>{t('users.columns.role')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <Table.Th>{t('users.columns.lastLogin')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('users.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Stack gap={4} align="start">
                  <Text fw={600} fz="sm">
                    {[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}
                  </Text>
                  {user.isMainAdmin && (
                    <Badge size="sm" variant="filled" className={classes.badge}>
                      {t('users.mainAdmin')}
                    </Badge>
                  )}
                  {user.mustChangePassword && (
                    <Badge size="sm" color="amber.5" variant="filled" className={classes.badge}>
                      {t('users.temporaryPassword')}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{user.companyName ?? '—'}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <bdi>{user.phone ?? '—'}</bdi>
              </Table.Td>
              <Table.Td>
                <UserRoleCell actor={actor} user={user} />
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={user.isActive ? 'green' : 'gray'} className={classes.badge}>
                  {user.isActive ? t('users.active') : t('users.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {user.lastLoginAt ? dateTime.format(new Date(user.lastLoginAt)) : t('users.never')}
              </Table.Td>
              <Table.Td>
                <Group justify="end">
                  <UserActions actor={actor} user={user} onAction={(action) => onAction(action, user)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
