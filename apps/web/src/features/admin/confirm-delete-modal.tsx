import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';

/** Asks before a delete (spec: every delete asks for confirmation); Cancel has the focus. */
export function ConfirmDeleteModal({
  title,
  text,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
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
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
