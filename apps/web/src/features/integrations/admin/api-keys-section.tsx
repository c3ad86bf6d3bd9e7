import { Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@tc/contracts/schemas';
import { useState } from 'react';
import type { Column } from '../../../app/data-table/data-table';
import { DataTable } from '../../../app/data-table/data-table';
import { formatCentreDay, formatCentreInstant } from '../../../app/dates';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { ApiKeyFormModal } from './api-key-form-modal';

const when = (instant: string | null, language: string, none: string) =>
  instant ? (
    <Text component="time" fz="sm" dateTime={instant}>
      {formatCentreInstant(instant, language)}
    </Text>
  ) : (
    <Text fz="sm" c="dimmed">
      {none}
    </Text>
  );

function keyColumns(t: TFunction, language: string): Column<ApiKey>[] {
  return [
    {
      key: 'name',
      label: t('integrations.keys.columns.name'),
      card: 'title',
      cell: (key) => (
        <>
          <Text fw={700} fz="sm">
            {key.name}
          </Text>
          <Text fz="xs" c="dimmed" ff="monospace" dir="ltr">
            {key.prefix}…
          </Text>
        </>
      ),
    },
    {
      key: 'scopes',
      label: t('integrations.keys.columns.scopes'),
      card: 'block',
      cell: (key) => (
        <Group gap={4}>
          {key.scopes.map((scope) => (
            <Badge key={scope} variant="light" tt="none" title={t(`integrations.scopes.${scope}`)} dir="ltr">
              {scope}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'expires',
      label: t('integrations.keys.columns.expires'),
      nowrap: true,
      cell: (key) =>
        key.expiresAt && new Date(key.expiresAt) <= new Date() ? (
          <Badge color="red">{t('integrations.keys.expired')}</Badge>
        ) : key.expiresAt ? (
          // Its last day in Bahrain (it stops at the midnight after it).
          <Text component="time" fz="sm" dateTime={key.expiresAt}>
            {formatCentreDay(new Date(new Date(key.expiresAt).getTime() - 1).toISOString(), language)}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('integrations.keys.noExpiry')}
          </Text>
        ),
    },
    {
      key: 'lastUsed',
      label: t('integrations.keys.columns.lastUsed'),
      nowrap: true,
      cell: (key) => when(key.lastUsedAt, language, t('integrations.keys.never')),
    },
    {
      key: 'created',
      label: t('integrations.keys.columns.created'),
      cell: (key) => (
        <>
          {when(key.createdAt, language, '')}
          {key.createdByName && (
            <Text fz="xs" c="dimmed">
              {t('integrations.keys.createdBy', { name: key.createdByName })}
            </Text>
          )}
        </>
      ),
    },
  ];
}

/** The API keys: each with its scopes, expiry and last use; made here (shown once) and revoked. */
export function ApiKeysSection() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const keys = useQuery(trpc.apiKeys.list.queryOptions());
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useTabMutation(trpc.apiKeys.delete.mutationOptions(), {
    refresh: [trpc.apiKeys],
    failed: t('integrations.keys.revokeFailed'),
    succeeded: () => ({
      title: t('integrations.keys.revoked'),
      message: t('integrations.keys.revokedText', { name: revoking?.name ?? '' }),
    }),
    onDone: () => setRevoking(null),
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t('integrations.keys.title')}</Title>
          <Text c="dimmed" fz="sm" maw={720}>
            {t('integrations.keys.text')} <Code dir="ltr">Authorization: Bearer tc_…</Code>
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
          {t('integrations.keys.create')}
        </Button>
      </Group>
      <DataTable
        query={keys}
        columns={keyColumns(t, i18n.language)}
        rowKey={(key) => key.id}
        label={t('integrations.keys.title')}
        empty={{
          icon: <IconKey />,
          title: t('integrations.keys.emptyTitle'),
          text: t('integrations.keys.emptyText'),
        }}
        loadError={t('integrations.keys.loadError')}
        actions={{
          label: (key) => t('integrations.keys.actionsFor', { name: key.name }),
          items: (key) => [
            {
              key: 'revoke',
              label: t('integrations.keys.revoke'),
              icon: <IconTrash size={16} aria-hidden />,
              danger: true,
              onClick: () => setRevoking(key),
            },
          ],
        }}
      />
      {creating && <ApiKeyFormModal onClose={() => setCreating(false)} />}
      {revoking && (
        <ConfirmDeleteModal
          title={t('integrations.keys.revokeTitle')}
          text={t('integrations.keys.revokeText', { name: revoking.name })}
          confirmLabel={t('integrations.keys.revoke')}
          pending={revoke.isPending}
          onConfirm={() => revoke.mutate({ id: revoking.id })}
          onClose={() => setRevoking(null)}
        />
      )}
    </Stack>
  );
}
