import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/translate';
import { PageHead } from './page-head';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <PageHead title={t('notFound.title')} />
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" color="amber.5" aria-hidden>
          <IconBarrierBlock size={40} />
        </ThemeIcon>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/" mt="sm">
          {t('notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
