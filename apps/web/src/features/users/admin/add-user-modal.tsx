import { Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  creatableRoles,
  createUserInputSchema,
  isStaffRole,
  type Role,
  type SessionUser,
} from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { ClientDetailsFields } from '../client-details-fields';
import { AccountFields } from './account-fields';
import type { TemporaryPassword } from './temporary-password-modal';
import { roleOptions } from './user-role-options';

interface AddUserModalProps {
  actor: SessionUser;
  onClose: () => void;
  onCreated: (issued: TemporaryPassword) => void;
}

/** Creates an account; the server answers with its temporary password, which is handed on to be shown once. */
export function AddUserModal({ actor, onClose, onCreated }: AddUserModalProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      companyName: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      address: '',
      vatNumber: '',
      crNumber: '',
      role: 'client' as Role,
    },
    validate: formResolver(createUserInputSchema),
  });
  const createUser = useTabMutation(trpc.users.create.mutationOptions(), {
    refresh: [trpc.users],
    failed: t('users.create.failed'),
    onDone: ({ user, temporaryPassword }) =>
      onCreated({ email: user.email, password: temporaryPassword, reason: 'created' }),
  });

  return (
    <Modal opened onClose={onClose} title={t('users.addUser')} centered>
      <form
        onSubmit={form.onSubmit((values) =>
          createUser.mutate(form.values.role === 'client' ? values : withoutClientDetails(values)),
        )}
        noValidate
      >
        <Stack>
          <AccountFields form={form} namesRequired={isStaffRole(form.values.role)} />
          <Select
            label={t('users.fields.role')}
            data={roleOptions(t, creatableRoles(actor))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          {/* Only a client's documents print them: staff have none. */}
          {form.values.role === 'client' && <ClientDetailsFields form={form} />}
          <DialogActions
            submitLabel={t('users.create.submit')}
            pending={createUser.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** A staff account keeps no client details, whatever was typed before the role changed. */
function withoutClientDetails<Values extends { address: string; vatNumber: string; crNumber: string }>(
  values: Values,
): Omit<Values, 'address' | 'vatNumber' | 'crNumber'> {
  const { address: _address, vatNumber: _vat, crNumber: _cr, ...rest } = values;
  return rest;
}
