import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageInputSchema } from '@tc/contracts/schemas';
import { type KeyboardEvent, useId, useState } from 'react';
import { dismissToast, notifyError } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { localMessage, useTranslation } from '../../i18n/translate';
import classes from './chat.module.css';
import { appendChatMessage, CHAT_TOAST } from './chat-live';

/** The count of characters shows once a message comes this close to the limit. */
const COUNT_FROM = 0.9;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; Send is off while the text is blank.
 * The shared schema checks the text before it goes (the server checks it again); a failed send
 * keeps the text in the box.
 */
export function ChatComposer() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();
  const send = useMutation(
    trpc.chat.send.mutationOptions({
      onSuccess: (message, sent) => {
        appendChatMessage(queryClient, trpc.chat.list.queryKey(), message);
        setText((current) => (current.trim() === sent.message ? '' : current));
        dismissToast(CHAT_TOAST);
      },
      onError: (failure) =>
        notifyError(t('common.error'), serverMessage(failure, t('chat.sendFailed')), CHAT_TOAST),
    }),
  );
  const blank = text.trim() === '';

  const submit = () => {
    if (blank || send.isPending) return;
    const parsed = chatMessageInputSchema.safeParse({ message: text });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? localMessage(issue.message) : t('chat.sendFailed'));
      return;
    }
    send.mutate(parsed.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const counted = text.length >= CHAT_MESSAGE_MAX_LENGTH * COUNT_FROM;
  return (
    <Stack className={classes.composer} p="sm" gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t('chat.messageLabel')}
          error={Boolean(error)}
          aria-describedby={error || counted ? statusId : undefined}
          placeholder={t('chat.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon
          size={36}
          onClick={submit}
          disabled={blank}
          loading={send.isPending}
          aria-label={t('chat.send')}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {(error || counted) && (
        <Group id={statusId} justify="space-between" gap="xs" fz="xs">
          <Text component="span" fz="xs" c="red.8" role={error ? 'alert' : undefined}>
            {error}
          </Text>
          {counted && (
            <Text component="span" fz="xs" c={text.length > CHAT_MESSAGE_MAX_LENGTH ? 'red.8' : 'dimmed'}>
              {t('chat.characters', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
