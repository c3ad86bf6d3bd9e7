import { Badge, NativeSelect } from '@mantine/core';
import { type AdminUser, type Role, roleChoices, type SessionUser } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { roleOptions } from './user-role-options';
import { displayName } from './user-rules';

/**
 * A row's role: a selector where the acting admin may change it (the spec's rules), else a badge.
 * Raising someone to admin asks first (it opens everything to them); every change is toasted.
 * The browser's own select: a page holds 50 of them, and Mantine's Select (a combobox with its
 * popover each) made a page of users take over a second to draw on a phone.
 */
export function UserRoleCell({ actor, user }: { actor: SessionUser; user: AdminUser }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const setRole = useTabMutation(trpc.users.setRole.mutationOptions(), {
    refresh: [trpc.users],
    failed: t('users.roleFailed'),
    succeeded: (changed) => ({
      title: t('users.roleChangedTitle'),
      message: t('users.roleChangedText', { name: displayName(changed), role: t(`roles.${changed.role}`) }),
    }),
    onDone: () => setConfirming(false),
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
    <>
      <NativeSelect
        aria-label={t('users.roleOf', { name: displayName(user) })}
        data={roleOptions(t, choices)}
        value={setRole.isPending ? setRole.variables.role : user.role}
        onChange={(event) => {
          const role = event.currentTarget.value as Role;
          if (role === 'admin') setConfirming(true);
          else if (role !== user.role) setRole.mutate({ id: user.id, role });
        }}
        disabled={setRole.isPending}
        size="xs"
        w={140}
      />
      {confirming && (
        <ConfirmDeleteModal
          title={t('users.toAdmin.title')}
          text={t('users.toAdmin.text', { name: displayName(user) })}
          confirmLabel={t('users.toAdmin.confirm')}
          confirmColor="navy"
          pending={setRole.isPending}
          onConfirm={() => setRole.mutate({ id: user.id, role: 'admin' })}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
