import { PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminUser, newPasswordSchema } from '@tc/contracts/schemas';
import { z } from 'zod';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import type { TemporaryPassword } from './temporary-password-modal';

/** Generate a random password, or type one (at least 6 characters, the server's own rule). */
const formSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('generate') }),
  z.object({ mode: z.literal('type'), password: newPasswordSchema }),
]);
type Mode = z.infer<typeof formSchema>['mode'];

interface ResetPasswordModalProps {
  user: AdminUser;
  onClose: () => void;
  onReset: (issued: TemporaryPassword) => void;
}

/** Confirms a password reset; the resulting temporary password is handed on to be shown once. */
export function ResetPasswordModal({ user, onClose, onReset }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { mode: 'generate' as Mode, password: '' },
    validate: formResolver(formSchema),
  });
  const resetPassword = useTabMutation(trpc.users.resetPassword.mutationOptions(), {
    refresh: [trpc.users],
    failed: t('users.reset.failed'),
    onDone: ({ temporaryPassword }) =>
      onReset({ email: user.email, password: temporaryPassword, reason: 'reset' }),
  });

  return (
    <Modal opened onClose={onClose} title={t('users.resetPassword')} centered>
      <form
        onSubmit={form.onSubmit(({ mode, password }) =>
          resetPassword.mutate(mode === 'type' ? { id: user.id, password } : { id: user.id }),
        )}
        noValidate
      >
        <Stack>
          <Text>{t('users.reset.text', { email: user.email })}</Text>
          <SegmentedControl
            aria-label={t('users.reset.modeLabel')}
            data={[
              { value: 'generate', label: t('users.reset.generate') },
              { value: 'type', label: t('users.reset.type') },
            ]}
            {...form.getInputProps('mode')}
          />
          {form.values.mode === 'type' && (
            <PasswordInput
              label={t('users.reset.password')}
              autoComplete="new-password"
              required
              data-autofocus
              {...form.getInputProps('password')}
            />
          )}
          <DialogActions
            submitLabel={t('users.reset.submit')}
            pending={resetPassword.isPending}
            onCancel={onClose}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
