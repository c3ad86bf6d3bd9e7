import { Button, Container, Group, UnstyledButton } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLoginDialog } from '../auth/login-dialog-context';
import { useSessionUser } from '../session/use-session';
import { BrandMark } from './brand-mark';
import classes from './layout.module.css';

/** 'Login Portal' opens the login dialog; someone already signed in is taken to their portal at /. */
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
        {t('nav.loginPortal')}
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

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onCourseList = pathname === '/courses';
  const inCourses = onCourseList || pathname.startsWith('/course/');

  return (
    <header className={classes.header}>
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" preventGrowOverflow={false} h={64}>
          <UnstyledButton component={Link} to="/" className={classes.brandLink}>
            <BrandMark tone="onLight" />
          </UnstyledButton>
          <Group gap={4} wrap="nowrap">
            <nav aria-label={t('nav.label')}>
              <UnstyledButton
                component={Link}
                to="/courses"
                className={classes.navLink}
                data-active={inCourses || undefined}
                aria-current={onCourseList ? 'page' : undefined}
              >
                {t('nav.courses')}
              </UnstyledButton>
            </nav>
            <LoginPortalButton />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
