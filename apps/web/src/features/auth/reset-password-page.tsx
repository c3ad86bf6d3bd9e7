import {
  Button,
  Center,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { resetPasswordFormSchema } from '@tc/contracts/schemas';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import '../../app/mantine-styles-forms';
import { formResolver } from '../../app/form-resolver';
import { notifyError, notifySuccess } from '../../app/notify';
import { PageHead } from '../../app/page-head';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useLoginDialog } from './login-dialog-context';

function ResetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={480} py={{ base: 40, sm: 80 }}>
      <PageHead title={title} />
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <ResetCard title={t('resetPassword.invalidTitle')}>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
          <IconLinkOff size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('resetPassword.invalidTitle')}
        </Title>
        <Text c="dimmed">{t('resetPassword.invalidText')}</Text>
        <Button component={Link} to="/">
          {t('resetPassword.backHome')}
        </Button>
      </Stack>
    </ResetCard>
  );
}

function ResetComplete() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginDialog = useLoginDialog();
  return (
    <ResetCard title={t('resetPassword.doneTitle')}>
      <Stack align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('resetPassword.doneTitle')}
        </Title>
        <Text c="dimmed">{t('resetPassword.doneText')}</Text>
        <Button
          onClick={() => {
            navigate('/');
            loginDialog.open();
          }}
        >
          {t('resetPassword.continueToLogin')}
        </Button>
      </Stack>
    </ResetCard>
  );
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: formResolver(resetPasswordFormSchema),
  });
  const resetPassword = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: () => {
        notifySuccess(t('resetPassword.successTitle'), t('resetPassword.successText'), 'reset-password');
        onDone();
      },
      onError: (error) =>
        notifyError(
          t('resetPassword.failedTitle'),
          serverMessage(error, t('resetPassword.failedText')),
          'reset-password',
        ),
    }),
  );

  return (
    <ResetCard title={t('resetPassword.title')}>
      <form
        onSubmit={form.onSubmit(({ newPassword }) => resetPassword.mutate({ token, newPassword }))}
        noValidate
      >
        <Stack>
          <Title order={1} fz="h2">
            {t('resetPassword.title')}
          </Title>
          <Text c="dimmed">{t('resetPassword.text')}</Text>
          <PasswordInput
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('resetPassword.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" disabled={resetPassword.isPending} mt="xs">
            {resetPassword.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </ResetCard>
  );
}

/** /reset-password?token=...: redeems the single-use link that the forgot-password dialog mailed. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useQuery(trpc.auth.checkResetToken.queryOptions({ token }, { enabled: token !== '' }));
  const [done, setDone] = useState(false);

  if (token !== '' && check.isPending) {
    return (
      <Center py={96} role="status">
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (done) return <ResetComplete />;
  if (!check.data?.valid) return <InvalidLink />;
  return <ResetForm token={token} onDone={() => setDone(true)} />;
}
