import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { Modal } from '../../../app/dialog';
import { useTranslation } from '../../../i18n/translate';
import classes from './users.module.css';

/** A temporary password the server just issued: shown this once, for the admin to hand over. */
export interface TemporaryPassword {
  email: string;
  password: string;
  reason: 'created' | 'reset';
}

export function TemporaryPasswordModal({
  issued,
  onClose,
}: {
  issued: TemporaryPassword;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = issued.reason === 'created' ? 'users.password.createdText' : 'users.password.resetText';
  return (
    <Modal opened onClose={onClose} title={t('users.password.title')} closeOnClickOutside={false} centered>
      <Stack>
        <Text>{t(text, { email: issued.email })}</Text>
        <Group gap="xs" align="end" wrap="nowrap">
          <TextInput
            label={t('users.password.label')}
            value={issued.password}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            classNames={{ input: classes.password }}
            flex={1}
          />
          <CopyButton value={issued.password} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'green' : undefined}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? t('users.password.copied') : t('users.password.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Alert color="amber" variant="light" icon={<IconAlertTriangle />}>
          {t('users.password.warning')}
        </Alert>
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            {t('users.password.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
