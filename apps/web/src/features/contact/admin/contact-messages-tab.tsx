import { EmptyState, Stack, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { contactMessageActions, contactMessageColumns } from './contact-message-columns';
import { ContactSummary } from './contact-summary';
import { DeleteMessageModal } from './delete-message-modal';

/** The Contact messages tab: the counts, then every message sent through the website, newest first. */
export function ContactMessagesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const messages = useQuery(trpc.contact.list.queryOptions());
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const markRead = useTabMutation(trpc.contact.markRead.mutationOptions(), {
    refresh: [trpc.contact],
    failed: t('contactMessages.markReadFailed'),
  });

  return (
    <Stack>
      <Title order={2}>{t('contactMessages.title')}</Title>
      <ContactSummary />
      <DataTable
        query={messages}
        columns={contactMessageColumns(t, i18n.language)}
        rowKey={(message) => message.id}
        label={t('contactMessages.title')}
        empty={
          <EmptyState icon={<IconInbox />} py="xl">
            <EmptyState.Title order={3}>{t('contactMessages.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('contactMessages.emptyText')}</EmptyState.Description>
          </EmptyState>
        }
        loadError={t('contactMessages.loadError')}
        actions={{
          label: (message) => t('contactMessages.actionsFor', { name: message.name }),
          items: (message) =>
            contactMessageActions(t, message, {
              markRead: () => markRead.mutate({ id: message.id }),
              remove: () => setDeleting(message),
            }),
        }}
      />
      {deleting && <DeleteMessageModal message={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
