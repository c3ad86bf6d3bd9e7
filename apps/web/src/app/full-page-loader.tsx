import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/translate';

/** The centred 'Loading...' spinner shown while the session loads. */
export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" role="status">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden />
        <Text fw={600}>{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
