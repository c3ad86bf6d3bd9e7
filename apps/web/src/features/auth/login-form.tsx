import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { loginInputSchema } from '@tc/contracts/schemas';
import { formResolver } from '../../app/form-resolver';
import { notifyError } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { useFocusOnMount } from './use-focus-on-mount';

interface LoginFormProps {
  onBack: () => void;
  onForgotPassword: () => void;
  onLoggedIn: (answer: { signedInBefore: boolean }) => void;
}

/** E-mail and password, checked with the server's own schema ('Invalid email address', 'Password is required'). */
export function LoginForm({ onBack, onForgotPassword, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const emailRef = useFocusOnMount<HTMLInputElement>();
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: formResolver(loginInputSchema),
  });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: onLoggedIn,
      onError: (error) =>
        notifyError(t('login.failedTitle'), serverMessage(error, t('login.failedText')), 'login'),
    }),
  );

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
      <Stack>
        <TextInput
          ref={emailRef}
          type="email"
          label={t('common.email')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={onForgotPassword}
          style={{ alignSelf: 'start' }}
        >
          {t('login.forgotPassword')}
        </Anchor>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            {t('common.back')}
          </Button>
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
