import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';

/** A form dialog's footer: Cancel, then the button that sends the form (busy while it is sent). */
export function DialogActions({
  submitLabel,
  pending,
  onCancel,
  color,
  disabled,
  form,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  /** Until the form can be sent (a password still to type, a file still uploading). */
  disabled?: boolean;
  /** Red where sending ends something (a revocation). */
  color?: string;
  /** The form's id, where the footer sits outside it (the form builder's, beside its preview). */
  form?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="end" mt="xs">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={form} color={color} loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
