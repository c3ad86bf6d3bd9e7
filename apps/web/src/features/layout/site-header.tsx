import { Button, Container, Group, UnstyledButton } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { useLoginDialog } from '../auth/login-dialog-context';
import { useSessionUser } from '../session/use-session';
import { BrandMark } from './brand-mark';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import classes from './layout.module.css';
import { MobileNav } from './mobile-nav';

/** 'Login Portal' opens the login dialog; someone already signed in has 'My Portal', which leads to it at /. */
function LoginPortalButton() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const loginDialog = useLoginDialog();
  const look = {
    color: 'amber.5',
    leftSection: <IconLogin2 size={18} aria-hidden />,
    classNames: { root: classes.loginButton, section: classes.loginIcon },
  };
  if (user) {
    return (
      <Button component={Link} to="/" {...look}>
        {t('nav.myPortal')}
      </Button>
    );
  }
  return (
    <Button
      {...look}
      onClick={loginDialog.open}
      onPointerEnter={loginDialog.preload}
      onFocus={loginDialog.preload}
      onTouchStart={loginDialog.preload}
    >
      {t('nav.loginPortal')}
    </Button>
  );
}

/** The public navigation bar: logo, the items (a drawer behind a burger on narrow screens), Login Portal. */
export function SiteHeader() {
  return (
    <header className={classes.header}>
      <Container size="xl">
        <Group justify="space-between" wrap="nowrap" preventGrowOverflow={false} h={64} gap="sm">
          <UnstyledButton component={Link} to="/" className={classes.brandLink}>
            <BrandMark tone="onLight" />
          </UnstyledButton>
          <DesktopNav />
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <LoginPortalButton />
            <div className={classes.mobileOnly}>
              <MobileNav />
            </div>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
