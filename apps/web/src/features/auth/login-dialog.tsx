import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import '../../app/mantine-styles-forms';
import { Modal } from '../../app/dialog';
import { notifySuccess } from '../../app/notify';
import { useRefreshSession } from '../session/use-session';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginChoice } from './login-choice';
import { LoginForm } from './login-form';

/** The dialog's steps (spec, section 4): select, then the client or admin form, then forgot-password. */
type Step = 'select' | 'client' | 'admin' | 'forgot';

/**
 * The login dialog. Client and admin forms call the same login; the role comes from the answer.
 * On success it closes (back at the first step, forms empty), the session is read again and the
 * user lands on / where their portal is.
 */
export function LoginDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [step, setStep] = useState<Step>('select');

  const titles: Record<Step, string> = {
    select: t('login.title'),
    client: t('login.clientLogin'),
    admin: t('login.adminLogin'),
    forgot: t('forgotPassword.title'),
  };

  // 'Welcome back!' only to someone who has signed in before; a first sign-in is simply welcomed.
  async function handleLoggedIn({ signedInBefore }: { signedInBefore: boolean }) {
    notifySuccess(
      t('login.successTitle'),
      t(signedInBefore ? 'login.successText' : 'login.firstText'),
      'login',
    );
    onClose();
    await refreshSession();
    navigate('/');
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => setStep('select')}
      title={titles[step]}
      closeButtonProps={{ 'aria-label': t('login.close') }}
      centered
    >
      {step === 'forgot' ? (
        <ForgotPasswordForm onBackToLogin={() => setStep('client')} />
      ) : (
        <Stack>
          {step === 'select' ? (
            <LoginChoice onChoose={setStep} />
          ) : (
            <LoginForm
              key={step}
              onBack={() => setStep('select')}
              onForgotPassword={() => setStep('forgot')}
              onLoggedIn={handleLoggedIn}
            />
          )}
          <Text fz="sm" c="dimmed" ta="center">
            {t('login.needAccess')}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
