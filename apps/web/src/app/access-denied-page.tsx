import { Button, Container, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/translate';
import { PageHead } from './page-head';

/** What anyone but an admin sees at an admin-only address (spec: /admin/form-builder). */
export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <PageHead title={t('accessDenied.title')} />
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={40} />
        </ThemeIcon>
        <Text component="h1" fz="h2" fw={750}>
          {t('accessDenied.text')}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
