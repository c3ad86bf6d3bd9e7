import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import { Badge, Burger, Container, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { needsName, type SessionUser } from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import '../../app/mantine-styles-portal';
import { PageHead } from '../../app/page-head';
import { ChangePasswordModal } from '../auth/change-password-modal';
import { LogoutButton } from '../auth/logout-button';
import { OwnNameModal } from '../auth/own-name-modal';
import { BrandMark } from '../layout/brand-mark';
import { LanguageSwitch } from '../layout/language-switch';
import layout from '../layout/layout.module.css';
import classes from './portal-shell.module.css';
import { welcomeName } from './welcome-name';

interface PortalShellProps {
  title: string;
  /** The open section of a portal with navigation (the console's tab), for the document title. */
  section?: string;
  user: SessionUser;
  /** Links shown before the Logout button (the admin's 'Edit Website'). */
  headerActions?: ReactNode;
  /**
   * The portal's sections: beside the content on wide screens, in a drawer opened from the header
   * on narrow ones. Given the function that closes the drawer, for its links to call.
   */
  navigation?: (onNavigate?: () => void) => ReactNode;
  /** What waits in the navigation (unread messages): counted on the button that opens the drawer. */
  navigationUnread?: number;
  /**
   * On a page of its own (a console tab): phones skip the portal's title and welcome line, which
   * would push the section's own heading below the first screen on every tab; screen readers keep them.
   */
  compactHeading?: boolean;
  children?: ReactNode;
}

/**
 * The frame of every portal: the site's header with a Logout button, the portal's title and the
 * welcome line, and its navigation if it has one. While the user still has a temporary password,
 * the contents wait behind the 'Choose a New Password' modal; then, while a staff member has no
 * name, behind the 'Your Name' one.
 */
export function PortalShell({
  title,
  section,
  user,
  headerActions,
  navigation,
  navigationUnread = 0,
  compactHeading = false,
  children,
}: PortalShellProps) {
  const { t } = useTranslation();
  const [drawerOpened, drawer] = useDisclosure(false);
  const nameless = !user.mustChangePassword && needsName(user);
  const ready = !user.mustChangePassword && !nameless;
  const withNavigation = Boolean(navigation) && ready;

  return (
    <div className={layout.page}>
      <PageHead title={section ? `${section} · ${title}` : title} />
      <header className={layout.header}>
        <Container size={withNavigation ? '100%' : 'xl'} px={{ base: 'md', lg: 'xl' }}>
          <Group justify="space-between" wrap="nowrap" h={64}>
            <Group gap="xs" wrap="nowrap">
              {withNavigation && (
                <span className={classes.burger}>
                  <Burger
                    opened={drawerOpened}
                    onClick={drawer.open}
                    aria-label={
                      navigationUnread > 0
                        ? `${t('console.openNavigation')} (${navigationUnread} ${t('console.unread')})`
                        : t('console.openNavigation')
                    }
                    aria-haspopup="dialog"
                    aria-expanded={drawerOpened}
                    size="md"
                    color="navy.9"
                  />
                  {navigationUnread > 0 && (
                    <Badge
                      size="xs"
                      circle={navigationUnread < 10}
                      color="red.9"
                      variant="filled"
                      className={classes.burgerBadge}
                      aria-hidden
                    >
                      {navigationUnread}
                    </Badge>
                  )}
                </span>
              )}
              <div className={layout.brandLink}>
                <BrandMark tone="onLight" />
              </div>
            </Group>
            <Group gap="xs" wrap="nowrap">
              {headerActions}
              <LanguageSwitch />
              <LogoutButton iconOnlyOnPhone />
            </Group>
          </Group>
        </Container>
      </header>
      <div className={classes.body}>
        {withNavigation && <aside className={classes.sideNav}>{navigation?.()}</aside>}
        <main className={layout.main}>
          <Container
            size={withNavigation ? '100%' : 'xl'}
            py={{ base: 'lg', sm: 'xl' }}
            px={{ base: 'md', lg: 'xl' }}
          >
            <Stack gap={4} mb="lg" className={compactHeading ? classes.compactHeading : undefined}>
              <Title order={1}>{title}</Title>
              <Text c="dimmed" fz="lg">
                {t('portal.welcome', { name: welcomeName(user) })}
              </Text>
            </Stack>
            {ready && children}
          </Container>
        </main>
      </div>
      {withNavigation && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size="18rem"
          title={title}
          closeButtonProps={{ 'aria-label': t('console.closeNavigation') }}
        >
          {navigation?.(drawer.close)}
        </Drawer>
      )}
      {user.mustChangePassword && <ChangePasswordModal />}
      {nameless && <OwnNameModal />}
    </div>
  );
}
