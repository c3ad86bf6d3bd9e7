import { Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ChatMessage, chatSenderName } from '@tc/contracts/schemas';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import classes from './chat.module.css';
import { messageTime } from './chat-format';

/** Within this many pixels of the end, the list follows new messages down. */
const NEAR_END_PX = 48;
/** 'Just now' turns into the time within this long. */
const CLOCK_TICK_MS = 30_000;

function useNow() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(tick);
  }, []);
  return now;
}

/**
 * Keeps the list at its end while the user is there (new messages scroll into view), and keeps the
 * messages on screen still when older ones are added above them.
 */
function useScrollAnchor(messages: ChatMessage[]) {
  const box = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const before = useRef({ firstId: '', height: 0, top: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const firstId = messages[0]?.id ?? '';
    const prepended = before.current.firstId !== '' && firstId !== before.current.firstId;
    if (prepended && !atEnd.current) {
      element.scrollTop = before.current.top + element.scrollHeight - before.current.height;
    } else if (atEnd.current) {
      element.scrollTop = element.scrollHeight;
    }
    before.current = { firstId, height: element.scrollHeight, top: element.scrollTop };
  }, [messages]);
  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
    before.current = { ...before.current, height: element.scrollHeight, top: element.scrollTop };
  };
  return { box, onScroll };
}

interface ChatMessageListProps {
  messages: ChatMessage[];
  userId: string;
  state: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** The conversation, oldest first: who wrote, when ('Just now' for the last minute), and what. */
export function ChatMessageList({
  messages,
  userId,
  state,
  onRetry,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: ChatMessageListProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const { box, onScroll } = useScrollAnchor(messages);

  return (
    <div
      ref={box}
      className={classes.log}
      role="log"
      aria-label={t('chat.messagesLabel')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard to scroll it
      tabIndex={0}
      onScroll={onScroll}
    >
      {hasOlder && (
        <Center mb="sm">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={onLoadOlder}>
            {t('chat.loadOlder')}
          </Button>
        </Center>
      )}
      {state === 'loading' && (
        <Center flex={1}>
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
      {state === 'error' && (
        <Stack align="center" py="xl">
          <Text c="red.8">{t('chat.loadError')}</Text>
          <Button variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      )}
      {state === 'ready' && messages.length === 0 && (
        <Text c="dimmed" ta="center" my="auto">
          {t('chat.empty')}
        </Text>
      )}
      <ol className={classes.messages}>
        {messages.map((message) => {
          const own = message.senderId === userId;
          const time = messageTime(message.createdAt, now, i18n.language);
          const system = message.messageType === 'system';
          return (
            <li
              key={message.id}
              className={[classes.bubble, own && classes.own, system && classes.system]
                .filter(Boolean)
                .join(' ')}
            >
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text fw={600} fz="sm" truncate>
                  {own && <VisuallyHidden>{t('chat.ownMessage')} </VisuallyHidden>}
                  {chatSenderName(message.sender) ?? t('chat.unknownSender')}
                </Text>
                <Text
                  fz="xs"
                  c="dimmed"
                  component="time"
                  dateTime={message.createdAt}
                  style={{ flex: 'none' }}
                >
                  {time ?? t('chat.justNow')}
                </Text>
              </Group>
              <Text fz="sm" className={classes.text}>
                {message.message}
              </Text>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
