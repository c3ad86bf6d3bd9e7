import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { PersonSearch } from './person-search';
import { PrivacyExplanation } from './privacy-explanation';
import { RetentionCard } from './retention-card';

/**
 * The Personal data tab (Bahrain's Personal Data Protection Law, Law No. 30 of 2018): what an
 * export holds and what an erasure does, finding a person to export or erase their data, and how
 * long the product keeps what nobody asked it to erase.
 */
export function PrivacyTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('privacy.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('privacy.subtitle')}
        </Text>
      </div>
      <PrivacyExplanation />
      <PersonSearch />
      <RetentionCard />
    </Stack>
  );
}
