import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChatMessage,
  chatNotificationBody,
  chatSenderName,
  type SessionUser,
} from '@tc/contracts/schemas';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyInfo } from '../../app/notify';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { playBeep, showBrowserNotification } from './chat-alert';
import { useChatSocket } from './use-chat-socket';

/** Every toast of the chat is this one action's: one chat toast on screen at a time. */
export const CHAT_TOAST = 'team-chat';

/** Where the chat is, for a notification's click: the console's tab, the instructor portal's tab. */
const CHAT_ADDRESS = '/?tab=chat';

interface ChatLive {
  connected: boolean;
  /** Called by the chat panel while it is on screen: no alerts then, and what arrives is read. */
  setOpen: (open: boolean) => void;
  /** The Test button: a message from nobody, alerted as a real one would be, and counted unread. */
  simulateUnread: () => void;
}

const ChatLiveContext = createContext<ChatLive | null>(null);

const isStaff = (user: SessionUser) => user.role === 'admin' || user.role === 'instructor';

/** The chat's unread count (kept by the server): the badge of the chat's tab. */
export function useChatUnread(user: SessionUser): number | undefined {
  const trpc = useTRPC();
  const enabled = isStaff(user) && !user.mustChangePassword;
  return useQuery(trpc.chat.unread.queryOptions(undefined, { enabled })).data?.count;
}

/**
 * Reads a query again. A first read still on its way may predate what just changed, and TanStack
 * Query would let a plain invalidation wait for it instead: it is cancelled and made again.
 */
async function readAgain(queryClient: QueryClient, queryKey: readonly unknown[]) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * Adds a message to the latest messages, once: the sender's own answer and /ws both bring it.
 * While the list is still being read, it is read again instead.
 */
export function appendChatMessage(
  queryClient: QueryClient,
  key: readonly unknown[],
  message: ChatMessage,
): void {
  if (queryClient.getQueryData(key) === undefined) {
    void readAgain(queryClient, key);
    return;
  }
  queryClient.setQueryData<ChatMessage[]>(key, (list) =>
    list && !list.some((known) => known.id === message.id) ? [...list, message] : list,
  );
}

/**
 * The chat's live side for a signed-in admin or instructor, wherever they are in their portal:
 * the /ws connection (the list and the unread count follow it), and, while the chat panel is not
 * on screen, a beep, a toast and a browser notification for each message from someone else.
 */
export function ChatLiveProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const open = useRef(false);
  const unreadKey = useMemo(() => trpc.chat.unread.queryKey(), [trpc]);
  const markRead = useMutation(
    trpc.chat.markRead.mutationOptions({
      onSuccess: (answer) => queryClient.setQueryData(unreadKey, answer),
    }),
  );
  const readIfSeen = useRef(() => {});
  readIfSeen.current = () => {
    if (open.current && document.visibilityState === 'visible') markRead.mutate();
  };

  const alert = useCallback(
    (name: string, text: string) => {
      playBeep();
      const title = t('chat.newMessageFrom', { name });
      const body = chatNotificationBody(text);
      notifyInfo(title, body, CHAT_TOAST);
      void showBrowserNotification(title, body, () => navigate(CHAT_ADDRESS));
    },
    [t, navigate],
  );

  const connected = useChatSocket(isStaff(user) && !user.mustChangePassword, {
    onOpen: () => {
      void readAgain(queryClient, trpc.chat.list.queryKey());
      void readAgain(queryClient, unreadKey);
    },
    onEvent: (event) => {
      if (event.type === 'chat_read') {
        queryClient.setQueryData(unreadKey, { count: 0 });
        return;
      }
      const message = event.data;
      appendChatMessage(queryClient, trpc.chat.list.queryKey(), message);
      if (message.senderId === user.id) return;
      if (open.current && document.visibilityState === 'visible') {
        markRead.mutate();
        return;
      }
      void readAgain(queryClient, unreadKey);
      alert(chatSenderName(message.sender) ?? t('chat.unknownSender'), message.message);
    },
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
  });

  useEffect(() => {
    const onVisible = () => readIfSeen.current();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const value = useMemo<ChatLive>(
    () => ({
      connected,
      setOpen: (isOpen) => {
        open.current = isOpen;
        readIfSeen.current();
      },
      simulateUnread: () => {
        queryClient.setQueryData<{ count: number }>(unreadKey, (unread) => ({
          count: (unread?.count ?? 0) + 1,
        }));
        alert(t('chat.testSender'), t('chat.testMessage'));
      },
    }),
    [connected, queryClient, unreadKey, alert, t],
  );
  return <ChatLiveContext value={value}>{children}</ChatLiveContext>;
}

/** The live chat of the portal around: its connection, and the panel's open state. */
export function useChatLive(): ChatLive {
  const live = useContext(ChatLiveContext);
  if (!live) throw new Error('useChatLive needs a ChatLiveProvider around it');
  return live;
}
