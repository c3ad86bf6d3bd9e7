import { Alert, Center, EmptyState, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ContactMessageCard } from './contact-message-card';
import { ContactSummary } from './contact-summary';
import { DeleteMessageModal } from './delete-message-modal';

/** The Contact messages tab: the counts, then every message sent through the website, newest first. */
export function ContactMessagesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const messages = useQuery(trpc.contact.list.queryOptions());
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  return (
    <Stack>
      <Title order={2}>{t('contactMessages.title')}</Title>
      <ContactSummary />
      {messages.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {messages.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('contactMessages.loadError')} />
      )}
      {messages.data?.length === 0 && (
        <EmptyState icon={<IconInbox />} py="xl">
          <EmptyState.Title order={3}>{t('contactMessages.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('contactMessages.emptyText')}</EmptyState.Description>
        </EmptyState>
      )}
      {messages.data?.map((message) => (
        <ContactMessageCard key={message.id} message={message} onDelete={() => setDeleting(message)} />
      ))}
      {deleting && <DeleteMessageModal message={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
