import { Badge, Button, Card, Group, Title } from '@mantine/core';
import { IconBell, IconBellCheck, IconBellRinging } from '@tabler/icons-react';
import type { SessionUser } from '@tc/contracts/schemas';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../app/notify';
import { useTranslation } from '../../i18n/translate';
import classes from './chat.module.css';
import { notificationsSupported } from './chat-alert';
import { ChatComposer } from './chat-composer';
import { CHAT_TOAST, useChatLive } from './chat-live';
import { ChatMessageList } from './chat-message-list';
import { useChatMessages } from './use-chat-messages';

/** 'Enable Notifications': asks the browser's permission for the chat's notifications. */
function EnableNotificationsButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'denied',
  );
  if (!notificationsSupported()) return null;
  const ask = async () => {
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted')
      notifySuccess(t('chat.notificationsOn'), t('chat.notificationsOnText'), CHAT_TOAST);
    else notifyError(t('chat.permissionDenied'), t('chat.permissionDeniedText'), CHAT_TOAST);
  };
  const granted = permission === 'granted';
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={granted ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
      disabled={granted}
      onClick={ask}
    >
      {granted ? t('chat.notificationsOn') : t('chat.enableNotifications')}
    </Button>
  );
}

/**
 * The Team Chat panel (the console's chat tab, the instructor portal's Team Chat): a 600 px card with
 * the connection's state, the conversation and the message box. While it is open, what arrives is
 * read (the unread badge clears) and makes no sound.
 */
export function TeamChat({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const live = useChatLive();
  const { latest, messages, hasOlder, loadingOlder, loadOlder } = useChatMessages();
  const { setOpen } = live;
  useEffect(() => {
    setOpen(true);
    return () => setOpen(false);
  }, [setOpen]);

  return (
    <Card padding={0} className={classes.panel}>
      <Group className={classes.header} p="sm" justify="space-between" gap="xs">
        <Group gap="sm">
          <Title order={2} fz="h3">
            {t('chat.title')}
          </Title>
          <Badge color={live.connected ? 'green' : 'red'} variant="light" role="status">
            {live.connected ? t('chat.connected') : t('chat.disconnected')}
          </Badge>
        </Group>
        <Group gap="xs">
          <EnableNotificationsButton />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconBellRinging size={16} aria-hidden />}
            onClick={live.simulateUnread}
            title={t('chat.testHint')}
          >
            {t('chat.test')}
          </Button>
        </Group>
      </Group>
      <ChatMessageList
        messages={messages}
        userId={user.id}
        state={latest.isPending ? 'loading' : latest.isError && !latest.data ? 'error' : 'ready'}
        onRetry={() => void latest.refetch()}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={() => void loadOlder()}
      />
      <ChatComposer />
    </Card>
  );
}
