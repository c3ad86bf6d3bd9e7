import { Badge, Select } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { AdminUser, Role, SessionUser } from '@tc/contracts/schemas';
import { notifyError } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useRefreshUsers } from './use-refresh-users';
import { roleOptions } from './user-role-options';
import { displayName, roleChoices } from './user-rules';
import classes from './users.module.css';

/** A row's role: a selector where the acting admin may change it (the spec's rules), else a badge. */
export function UserRoleCell({ actor, user }: { actor: SessionUser; user: AdminUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshUsers = useRefreshUsers();
  const setRole = useMutation(
    trpc.users.setRole.mutationOptions({
      onSuccess: () => refreshUsers(),
      onError: (error) => notifyError(t('common.error'), serverMessage(error, t('users.roleFailed'))),
    }),
  );
  const choices = roleChoices(actor, user);

  if (!choices) {
    return (
      <Badge variant="outline" color="navy" className={classes.badge}>
        {t(`roles.${user.role}`)}
      </Badge>
    );
  }
  return (
    <Select
      aria-label={t('users.roleOf', { name: displayName(user) })}
      data={roleOptions(t, choices)}
      value={setRole.isPending ? setRole.variables.role : user.role}
      onChange={(role) => role && role !== user.role && setRole.mutate({ id: user.id, role: role as Role })}
      allowDeselect={false}
      disabled={setRole.isPending}
      size="xs"
      w={140}
    />
  );
}
