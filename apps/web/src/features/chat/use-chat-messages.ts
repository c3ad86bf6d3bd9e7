import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, type ChatMessage } from '@tc/contracts/schemas';
import { useState } from 'react';
import { notifyError } from '../../app/notify';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { CHAT_TOAST } from './chat-live';

/**
 * The messages the panel shows, oldest first: the latest (kept current by /ws) and the older pages
 * the user asked for with 'Load older messages', each read with the `before` cursor.
 */
export function useChatMessages() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const latest = useQuery(trpc.chat.list.queryOptions());
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderEnded, setOlderEnded] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const known = new Set(older.map((message) => message.id));
  const messages = [...older, ...(latest.data ?? []).filter((message) => !known.has(message.id))];
  // A full page may have older messages before it.
  const firstPageFull = (latest.data?.length ?? 0) >= CHAT_PAGE_SIZE;
  const hasOlder = !olderEnded && firstPageFull;

  const loadOlder = async () => {
    const oldest = messages[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await queryClient.fetchQuery(trpc.chat.list.queryOptions({ before: oldest.id }));
      setOlder((current) => [...page, ...current]);
      if (page.length < CHAT_PAGE_SIZE) setOlderEnded(true);
    } catch (error) {
      notifyError(t('common.error'), serverMessage(error, t('chat.olderFailed')), CHAT_TOAST);
    } finally {
      setLoadingOlder(false);
    }
  };

  return { latest, messages, hasOlder, loadingOlder, loadOlder };
}
