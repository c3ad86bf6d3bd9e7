import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import layout from '../layout/layout.module.css';

/** Ends the session, then reloads the page even when that failed (spec, section 7); errors are only logged. */
export function LogoutButton({
  iconOnlyOnPhone = false,
  label,
  ...props
}: ButtonProps & {
  /** In a header: on a phone only the icon shows (the words stay its accessible name). */
  iconOnlyOnPhone?: boolean;
  /** The words, when not 'Logout' ('Return to Login' on the instructor portal's error). */
  label?: string;
}) {
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
      className={iconOnlyOnPhone ? layout.iconButtonOnPhone : undefined}
      {...props}
    >
      <span className={iconOnlyOnPhone ? layout.labelWideOnly : undefined}>
        {label ?? t('portal.logout')}
      </span>
    </Button>
  );
}
