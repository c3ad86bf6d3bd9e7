import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';

/**
 * Shown while the class's date is before today (isPastDate, as the server checks it): the admin
 * ticks it to record the class without mailing anyone (the request's allowPast).
 */
export function PastDateConfirm(props: {
  checked?: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" icon={<IconAlertTriangle />} title={t('adminSchedules.pastTitle')}>
      <Stack gap="xs">
        <Text fz="sm">{t('adminSchedules.pastText')}</Text>
        <Checkbox label={t('adminSchedules.pastConfirm')} {...props} />
      </Stack>
    </Alert>
  );
}
