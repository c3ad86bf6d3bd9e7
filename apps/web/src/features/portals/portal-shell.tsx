import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import '../../app/mantine-styles-portal';
import { PageTitle } from '../../app/page-title';
import { ChangePasswordModal } from '../auth/change-password-modal';
import { LogoutButton } from '../auth/logout-button';
import { BrandMark } from '../layout/brand-mark';
import layout from '../layout/layout.module.css';
import { welcomeName } from './welcome-name';

/**
 * The frame of every portal: the site's header with a Logout button, the portal's title and the
 * welcome line. While the user still has a temporary password, the contents wait behind the
 * 'Choose a New Password' modal.
 */
export function PortalShell({
  title,
  user,
  headerActions,
  children,
}: {
  title: string;
  user: SessionUser;
  /** Links shown before the Logout button (the admin's 'Edit Website'). */
  headerActions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={layout.page}>
      <PageTitle title={title} />
      <header className={layout.header}>
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap" h={64}>
            <div className={layout.brandLink}>
              <BrandMark tone="onLight" />
            </div>
            <Group gap="xs" wrap="nowrap">
              {headerActions}
              <LogoutButton iconOnlyOnPhone />
            </Group>
          </Group>
        </Container>
      </header>
      <main className={layout.main}>
        <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1}>{title}</Title>
            <Text c="dimmed" fz="lg">
              {t('portal.welcome', { name: welcomeName(user) })}
            </Text>
          </Stack>
          {!user.mustChangePassword && children}
        </Container>
      </main>
      {user.mustChangePassword && <ChangePasswordModal />}
    </div>
  );
}
