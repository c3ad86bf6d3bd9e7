import { Badge, NativeSelect } from '@mantine/core';
import { type AdminUser, type Role, roleChoices, type SessionUser } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { roleOptions } from './user-role-options';
import { displayName } from './user-rules';

/**
 * A row's role: a selector where the acting admin may change it (the spec's rules), else a badge.
 * The browser's own select: a page holds 50 of them, and Mantine's Select (a combobox with its
 * popover each) made a page of users take over a second to draw on a phone.
 */
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
    <NativeSelect
      aria-label={t('users.roleOf', { name: displayName(user) })}
      data={roleOptions(t, choices)}
      value={setRole.isPending ? setRole.variables.role : user.role}
      onChange={(event) => {
        const role = event.currentTarget.value as Role;
        if (role !== user.role) setRole.mutate({ id: user.id, role });
      }}
      disabled={setRole.isPending}
      size="xs"
      w={140}
    />
  );
}
