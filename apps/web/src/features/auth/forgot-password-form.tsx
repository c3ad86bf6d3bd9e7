import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordInputSchema } from '@tc/contracts/schemas';
import { formResolver } from '../../app/form-resolver';
import { notifyError, notifySuccess } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { useFocusOnMount } from './use-focus-on-mount';

const formSchema = forgotPasswordInputSchema.pick({ email: true });

/**
 * Asks for a reset link by e-mail. By design (ARCHITECTURE.md) it never changes a password itself,
 * and the answer is the same whether the address has an account or not.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email: '' },
    validate: formResolver(formSchema),
  });
  const requestLink = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess: () =>
        notifySuccess(t('forgotPassword.sentTitle'), t('forgotPassword.sentText'), 'forgot-password'),
      onError: (error) =>
        notifyError(
          t('forgotPassword.failedTitle'),
          serverMessage(error, t('forgotPassword.failedText')),
          'forgot-password',
        ),
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => requestLink.mutate(values))} noValidate>
      <Stack>
        {requestLink.isSuccess ? (
          <Alert color="green" icon={<IconMailCheck />} title={t('forgotPassword.sentTitle')} role="status">
            {t('forgotPassword.sentText')}
          </Alert>
        ) : (
          <Text>{t('forgotPassword.text')}</Text>
        )}
        <TextInput
          ref={emailRef}
          type="email"
          label={t('common.email')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={onBackToLogin}>
            {t('forgotPassword.backToLogin')}
          </Button>
          <Button type="submit" loading={requestLink.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
