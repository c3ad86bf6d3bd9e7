import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../app/dialog';
import { useTranslation } from '../../i18n/translate';

/** Asks before a delete (spec: every delete asks for confirmation) or another final step; Cancel has the focus. */
export function ConfirmDeleteModal({
  title,
  text,
  confirmLabel,
  dismissLabel,
  confirmColor = 'red',
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that leaves things as they are (Cancel unless that would read oddly). */
  dismissLabel?: string;
  /** Red for what cannot be undone; another colour for a confirmation that destroys nothing. */
  confirmColor?: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        <Text>{text}</Text>
        <Group justify="end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          <Button color={confirmColor} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
