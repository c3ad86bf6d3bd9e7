import { Checkbox, Code, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type CreatedWebhook,
  createWebhookInputSchema,
  updateWebhookInputSchema,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type Webhook,
  type WebhookEvent,
} from '@tc/contracts/schemas';
import { TRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { ShownOnceSecret } from './shown-once-secret';

interface WebhookValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}

/** How the form groups the events; the compiler asks for a group for every event there is. */
const GROUP_OF: Record<WebhookEvent, 'certificates' | 'classes' | 'money' | 'enquiries'> = {
  'certificate.published': 'certificates',
  'certificate.revoked': 'certificates',
  'class.scheduled': 'classes',
  'class.moved': 'classes',
  'class.confirmed': 'classes',
  'class.cancelled': 'classes',
  'class.completed': 'classes',
  'quotation.sent': 'money',
  'quotation.accepted': 'money',
  'quotation.rejected': 'money',
  'invoice.created': 'money',
  'form.submitted': 'enquiries',
  'contact.received': 'enquiries',
};
const GROUPS = [...new Set(WEBHOOK_EVENTS.map((event) => GROUP_OF[event]))];

const checkNew = formResolver(createWebhookInputSchema);
const checkEdit = formResolver(updateWebhookInputSchema.omit({ id: true, isActive: true }));

/**
 * The server's own refusal of the address (a private network's, one with a password): the only
 * check the form cannot make itself (the server resolves the name), so it goes under the URL.
 */
const addressRefusal = (error: unknown): string | null =>
  error instanceof TRPCClientError && error.data?.code === 'BAD_REQUEST'
    ? serverMessage(error, '') || null
    : null;

/**
 * New Webhook or Edit Webhook: the endpoint's https:// address, the events it hears of and a
 * description, checked with the server's own schema; a new one's signing secret is then shown once.
 */
export function WebhookFormModal({ webhook, onClose }: { webhook?: Webhook; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [made, setMade] = useState<CreatedWebhook | null>(null);
  const form = useForm<WebhookValues>({
    initialValues: {
      url: webhook?.url ?? '',
      events: webhook?.events ?? [],
      description: webhook?.description ?? '',
    },
    validate: webhook ? checkEdit : checkNew,
  });
  const create = useTabMutation(trpc.webhooks.create.mutationOptions(), {
    refresh: [trpc.webhooks],
    failed: t('integrations.webhookForm.createFailed'),
    onDone: setMade,
  });
  const update = useTabMutation(trpc.webhooks.update.mutationOptions(), {
    refresh: [trpc.webhooks],
    failed: t('integrations.webhookForm.saveFailed'),
    succeeded: (saved) => ({
      title: t('integrations.webhookForm.saved'),
      message: t('integrations.webhookForm.savedText', { url: saved.url }),
    }),
    onDone: onClose,
  });
  const onError = (error: unknown) => {
    const refusal = addressRefusal(error);
    if (!refusal) return;
    form.setFieldError('url', refusal);
    // The field is at the dialog's top, maybe scrolled away from the button that sent it: brought
    // to the middle, as scrolling it to the top would leave it under the dialog's sticky title.
    const field = form.getInputNode('url');
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ block: 'center' });
  };
  const submit = form.onSubmit((values) =>
    webhook ? update.mutate({ id: webhook.id, ...values }, { onError }) : create.mutate(values, { onError }),
  );

  if (made) {
    const words = {
      title: t('integrations.webhookShown.title'),
      text: t('integrations.webhookShown.text'),
      copy: t('integrations.webhookShown.copy'),
      copied: t('integrations.webhookShown.copied'),
      done: t('integrations.webhookShown.done'),
    };
    const label = t('integrations.webhookShown.secret');
    return (
      <ShownOnceSecret
        words={words}
        name={made.url}
        secret={made.secret}
        secretLabel={label}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(webhook ? 'integrations.webhookForm.editTitle' : 'integrations.webhookForm.createTitle')}
      centered
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('integrations.webhookForm.url')}
            description={t('integrations.webhookForm.urlHint')}
            placeholder="https://"
            required
            data-autofocus
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={WEBHOOK_URL_MAX}
            {...form.getInputProps('url')}
          />
          <Checkbox.Group
            label={t('integrations.webhookForm.events')}
            description={t('integrations.webhookForm.eventsHint')}
            required
            {...form.getInputProps('events')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" mt="xs">
              {GROUPS.map((group) => (
                <Stack key={group} gap={8}>
                  <Text fw={700} fz="sm">
                    {t(`integrations.webhookGroups.${group}`)}
                  </Text>
                  {WEBHOOK_EVENTS.filter((event) => GROUP_OF[event] === group).map((event) => (
                    <Checkbox
                      key={event}
                      value={event}
                      label={t(`integrations.webhookEvents.${event}`)}
                      description={
                        <Code dir="ltr" fz="xs">
                          {event}
                        </Code>
                      }
                    />
                  ))}
                </Stack>
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label={t('integrations.webhookForm.description')}
            description={t('integrations.webhookForm.descriptionHint')}
            autosize
            minRows={2}
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <DialogActions
            submitLabel={t(webhook ? 'integrations.webhookForm.save' : 'integrations.webhookForm.create')}
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
