import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook2, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** Where the API's reference page is served (apps/api's rest/api-reference.ts). */
const API_REFERENCE = '/api/docs/';

/**
 * The Integrations tab: the API keys outside systems call the API with, the webhooks the centre
 * posts its events to, and the API's reference.
 */
export function IntegrationsTab() {
  const { t } = useTranslation();
  return (
    <Stack>
      <div>
        <Title order={2}>{t('integrations.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('integrations.subtitle')}
        </Text>
      </div>
      <Card withBorder padding="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconBook2 size={24} aria-hidden />
          <div>
            <Anchor href={API_REFERENCE} target="_blank" rel="noopener" fw={700}>
              <Group component="span" gap={4}>
                {t('integrations.reference')}
                <IconExternalLink size={16} aria-hidden />
              </Group>
            </Anchor>
            <Text fz="sm" c="dimmed">
              {t('integrations.referenceText')}
            </Text>
          </div>
        </Group>
      </Card>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
