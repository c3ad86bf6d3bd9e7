import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../app/trpc';

/** Ends the session, then reloads the page even when that failed (spec, section 7); errors are only logged. */
export function LogoutButton(props: ButtonProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onError: (error) => console.error('Logout failed', error),
      onSettled: () => window.location.reload(),
    }),
  );
  return (
    <Button
      variant="default"
      leftSection={<IconLogout size={18} aria-hidden />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
      {...props}
    >
      {t('portal.logout')}
    </Button>
  );
}
