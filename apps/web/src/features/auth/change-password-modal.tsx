import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { changePasswordInputSchema, resetPasswordFormSchema } from '@tc/contracts/schemas';
import { Modal } from '../../app/dialog';
import { formResolver } from '../../app/form-resolver';
import { notifyError, notifySuccess } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { useRefreshSession } from '../session/use-session';
import { LogoutButton } from './logout-button';

/** The current password, and a new one typed twice ("Passwords don't match" on the confirmation). */
const formSchema = changePasswordInputSchema.pick({ currentPassword: true }).and(resetPasswordFormSchema);

/**
 * Shown over the portal while the user still has a temporary password: it cannot be dismissed,
 * only answered (or left by logging out). Success reads the session again, which closes it.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshSession = useRefreshSession();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: formResolver(formSchema),
  });
  const changePassword = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: async () => {
        notifySuccess(t('changePassword.successTitle'), t('changePassword.successText'), 'change-password');
        await refreshSession();
      },
      onError: (error) =>
        notifyError(
          t('common.error'),
          serverMessage(error, t('changePassword.failedText')),
          'change-password',
        ),
    }),
  );

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('changePassword.title')}
      centered
    >
      <form
        onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
          changePassword.mutate({ currentPassword, newPassword }),
        )}
        noValidate
      >
        <Stack>
          <Text>{t('changePassword.text')}</Text>
          <PasswordInput
            label={t('changePassword.currentPassword')}
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('changePassword.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('changePassword.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="space-between" mt="sm">
            <LogoutButton variant="subtle" />
            <Button type="submit" loading={changePassword.isPending}>
              {t('changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
