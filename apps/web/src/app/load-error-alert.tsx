import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';

/** What a screen shows when its data did not load: the title, an optional detail and Retry. */
export function LoadErrorAlert({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Stack gap="xs" align="flex-start">
        {children}
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
