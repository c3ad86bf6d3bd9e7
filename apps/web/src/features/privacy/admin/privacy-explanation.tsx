import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArchive, IconFileExport, IconTrash, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';

const itemIcon = (icon: ReactNode, color: string) => (
  <ThemeIcon size={24} radius="xl" variant="light" color={color} aria-hidden>
    {icon}
  </ThemeIcon>
);

/** What an export holds; what an erasure deletes, anonymises and keeps (and why it keeps it). */
export function PrivacyExplanation() {
  const { t } = useTranslation();
  return (
    <Card padding="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('privacy.explain.exportTitle')}
          </Title>
          <List spacing="xs" fz="sm" icon={itemIcon(<IconFileExport size={14} />, 'navy')}>
            <List.Item>{t('privacy.explain.exportText')}</List.Item>
          </List>
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('privacy.explain.eraseTitle')}
          </Title>
          <List spacing="xs" fz="sm">
            <List.Item icon={itemIcon(<IconTrash size={14} />, 'red')}>
              <Text inherit>{t('privacy.explain.deletes')}</Text>
            </List.Item>
            <List.Item icon={itemIcon(<IconUserOff size={14} />, 'orange')}>
              <Text inherit>{t('privacy.explain.anonymises')}</Text>
            </List.Item>
            <List.Item icon={itemIcon(<IconArchive size={14} />, 'green')}>
              <Text inherit>{t('privacy.explain.keeps')}</Text>
            </List.Item>
          </List>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
