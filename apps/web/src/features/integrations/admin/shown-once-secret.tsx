import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { Modal } from '../../../app/dialog';

/** The words of a secret's dialog, in the page's language. */
export interface ShownOnceWords {
  title: string;
  text: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A secret the server shows once (an API key, a webhook's signing secret): copied from here, never
 * shown again. `name` says whose it is (the key's name, the endpoint's address: left to right).
 */
export function ShownOnceSecret({
  words,
  name,
  secret,
  secretLabel,
  onClose,
}: {
  words: ShownOnceWords;
  name: string;
  secret: string;
  secretLabel: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={words.title} centered size="lg">
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle />}>
          {words.text}
        </Alert>
        <Text fw={700} dir="auto" ta="start" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Code
          block
          dir="ltr"
          // Broken anywhere, as a phone's dialog is narrower than the secret.
          style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          aria-label={secretLabel}
        >
          {secret}
        </Code>
        <Group justify="space-between">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'green' : undefined}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
                onClick={copy}
              >
                {copied ? words.copied : words.copy}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            {words.done}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
