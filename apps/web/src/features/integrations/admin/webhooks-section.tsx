import { Badge, Button, Card, Center, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconEdit,
  IconPlus,
  IconSend,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Webhook } from '@tc/contracts/schemas';
import { useId, useState } from 'react';
import { RowActionsMenu } from '../../../app/data-table/row-actions-menu';
import { formatCentreInstant } from '../../../app/dates';
import { EmptyState, FirstAction } from '../../../app/empty-state';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormModal } from './webhook-form-modal';

type Dialog = { kind: 'create' } | { kind: 'edit'; webhook: Webhook } | { kind: 'delete'; webhook: Webhook };

/** Whether it is sent to: on, switched off by an admin, or switched off by its failures; and failing. */
function StatusBadges({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={6}>
      {webhook.isActive ? (
        <Badge color="green" variant="light">
          {t('integrations.webhooks.active')}
        </Badge>
      ) : webhook.disabledAt ? (
        <Badge color="red" variant="filled">
          {t('integrations.webhooks.disabled')}
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {t('integrations.webhooks.off')}
        </Badge>
      )}
      {webhook.failingSince && (
        <Badge color="orange" variant="light" tt="none">
          {t('integrations.webhooks.failingSince', {
            when: formatCentreInstant(webhook.failingSince, i18n.language),
          })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * One endpoint: its address, description, state and events; switched on and off, tested, edited
 * and deleted from here, with its last deliveries under it.
 */
function WebhookCard({ webhook, onDialog }: { webhook: Webhook; onDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const deliveriesId = useId();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const toggle = useTabMutation(trpc.webhooks.update.mutationOptions(), {
    refresh: [trpc.webhooks],
    failed: t('integrations.webhooks.switchFailed'),
    succeeded: (saved) =>
      saved.isActive
        ? {
            title: t('integrations.webhooks.switchedOn'),
            message: t('integrations.webhooks.switchedOnText', { url: saved.url }),
          }
        : {
            title: t('integrations.webhooks.switchedOff'),
            message: t('integrations.webhooks.switchedOffText', { url: saved.url }),
          },
  });
  const test = useTabMutation(trpc.webhooks.test.mutationOptions(), {
    refresh: [trpc.webhooks],
    failed: t('integrations.webhooks.testFailed'),
    succeeded: () => ({
      title: t('integrations.webhooks.testSent'),
      message: t('integrations.webhooks.testSentText', { url: webhook.url }),
    }),
    // The ping shows in the deliveries, turning Delivered once the endpoint answers.
    onDone: () => setShowDeliveries(true),
  });

  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} ff="monospace" fz="sm" dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }}>
              {webhook.url}
            </Text>
            {webhook.description && (
              <Text fz="sm" c="dimmed" dir="auto">
                {webhook.description}
              </Text>
            )}
          </div>
          <RowActionsMenu
            label={t('integrations.webhooks.actionsFor', { url: webhook.url })}
            actions={[
              {
                key: 'edit',
                label: t('integrations.webhooks.edit'),
                icon: <IconEdit size={16} aria-hidden />,
                onClick: () => onDialog({ kind: 'edit', webhook }),
              },
              {
                key: 'delete',
                label: t('integrations.webhooks.delete'),
                icon: <IconTrash size={16} aria-hidden />,
                danger: true,
                onClick: () => onDialog({ kind: 'delete', webhook }),
              },
            ]}
          />
        </Group>
        <StatusBadges webhook={webhook} />
        <Group gap={4}>
          {webhook.events.map((event) => (
            <Badge
              key={event}
              variant="outline"
              color="gray"
              tt="none"
              title={t(`integrations.webhookEvents.${event}`)}
              dir="ltr"
            >
              {event}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between" gap="sm">
          <Switch
            label={t('integrations.webhooks.sending')}
            aria-label={t('integrations.webhooks.sendingFor', { url: webhook.url })}
            // What was asked, while the server is asked: the switch does not spring back meanwhile.
            checked={toggle.isPending ? (toggle.variables?.isActive ?? webhook.isActive) : webhook.isActive}
            disabled={toggle.isPending}
            onChange={(event) => toggle.mutate({ id: webhook.id, isActive: event.currentTarget.checked })}
          />
          <Group gap="xs">
            <Button
              variant="light"
              size="sm"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={test.isPending}
              onClick={() => test.mutate({ id: webhook.id })}
            >
              {t('integrations.webhooks.sendTest')}
            </Button>
            <Button
              variant="subtle"
              size="sm"
              aria-expanded={showDeliveries}
              aria-controls={showDeliveries ? deliveriesId : undefined}
              rightSection={
                showDeliveries ? (
                  <IconChevronUp size={16} aria-hidden />
                ) : (
                  <IconChevronDown size={16} aria-hidden />
                )
              }
              onClick={() => setShowDeliveries((shown) => !shown)}
            >
              {showDeliveries
                ? t('integrations.webhooks.hideDeliveries')
                : t('integrations.webhooks.showDeliveries')}
            </Button>
          </Group>
        </Group>
        {showDeliveries && (
          <div id={deliveriesId}>
            <WebhookDeliveries webhook={webhook} />
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** The webhook endpoints: each with its events, state and deliveries; added (secret shown once), edited, deleted. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const webhooks = useQuery(trpc.webhooks.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const remove = useTabMutation(trpc.webhooks.delete.mutationOptions(), {
    refresh: [trpc.webhooks],
    failed: t('integrations.webhooks.deleteFailed'),
    succeeded: () => ({
      title: t('integrations.webhooks.deleted'),
      message: t('integrations.webhooks.deletedText', {
        url: dialog?.kind === 'delete' ? dialog.webhook.url : '',
      }),
    }),
    onDone: close,
  });
  const add = () => setDialog({ kind: 'create' });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t('integrations.webhooks.title')}</Title>
          <Text c="dimmed" fz="sm" maw={720}>
            {t('integrations.webhooks.text')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
          {t('integrations.webhooks.create')}
        </Button>
      </Group>
      {webhooks.isPending ? (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      ) : webhooks.isError ? (
        <LoadErrorAlert title={t('integrations.webhooks.loadError')} onRetry={() => webhooks.refetch()} />
      ) : webhooks.data.length === 0 ? (
        <EmptyState
          icon={<IconWebhook />}
          title={t('integrations.webhooks.emptyTitle')}
          text={t('integrations.webhooks.emptyText')}
          action={<FirstAction label={t('integrations.webhooks.first')} onClick={add} />}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('integrations.webhooks.listLabel')}>
          {webhooks.data.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onDialog={setDialog} />
          ))}
        </Stack>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <WebhookFormModal webhook={dialog.kind === 'edit' ? dialog.webhook : undefined} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          title={t('integrations.webhooks.deleteTitle')}
          text={t('integrations.webhooks.deleteText', { url: dialog.webhook.url })}
          confirmLabel={t('integrations.webhooks.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ id: dialog.webhook.id })}
          onClose={close}
        />
      )}
    </Stack>
  );
}
