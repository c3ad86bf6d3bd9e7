import { Stack, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ContactMessage, contactMessageListInput, contactMessageStates } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { contactMessageActions, contactMessageColumns } from './contact-message-columns';
import { ContactSummary } from './contact-summary';
import { DeleteMessageModal } from './delete-message-modal';

/** The Contact messages tab: the counts, then the messages sent through the website, newest first, a page at a time. */
export function ContactMessagesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [state, setState] = useState<(typeof contactMessageStates)[number] | undefined>();
  const list = usePagedList(contactMessageListInput.defaultSort, { state });
  const messages = useQuery({
    ...trpc.contact.page.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const markRead = useTabMutation(trpc.contact.markRead.mutationOptions(), {
    refresh: [trpc.contact],
    failed: t('contactMessages.markReadFailed'),
  });

  return (
    <Stack>
      <Title order={2}>{t('contactMessages.title')}</Title>
      <ContactSummary />
      <ListFilters label={t('contactMessages.filters')}>
        <ListSearch
          label={t('contactMessages.search')}
          placeholder={t('contactMessages.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('contactMessages.state')}
          placeholder={t('contactMessages.anyState')}
          options={contactMessageStates.map((value) => ({
            value,
            label: t(`contactMessages.states.${value}`),
          }))}
          value={state}
          onChange={setState}
        />
      </ListFilters>
      <DataTable
        query={messages}
        paging={list.paging}
        columns={contactMessageColumns(t, i18n.language)}
        rowKey={(message) => message.id}
        label={t('contactMessages.title')}
        empty={
          list.narrowed
            ? noMatch(t('contactMessages.noMatch'))
            : {
                icon: <IconInbox />,
                title: t('contactMessages.emptyTitle'),
                text: t('contactMessages.emptyText'),
              }
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
