import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';

/** A form dialog's footer: Cancel, then the button that sends the form (busy while it is sent). */
export function DialogActions({
  submitLabel,
  pending,
  onCancel,
  color,
  disabled,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Until the form can be sent (a password still to type, a file still uploading). */
  disabled?: boolean;
  /** Red where sending ends something (a revocation). */
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={color} loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
