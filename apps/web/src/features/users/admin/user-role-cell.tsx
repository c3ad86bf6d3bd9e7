import { Badge, Select } from '@mantine/core';
import { type AdminUser, type Role, roleChoices, type SessionUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { roleOptions } from './user-role-options';
import { displayName } from './user-rules';

/** A row's role: a selector where the acting admin may change it (the spec's rules), else a badge. */
export function UserRoleCell({ actor, user }: { actor: SessionUser; user: AdminUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const setRole = useTabMutation(trpc.users.setRole.mutationOptions(), {
    refresh: [trpc.users],
    failed: t('users.roleFailed'),
  });
  const choices = roleChoices(actor, user);

  if (!choices) {
    return (
      <Badge variant="outline" color="navy">
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
