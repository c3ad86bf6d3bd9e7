import { Checkbox, Code, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
  centreDate,
  createApiKeyInputSchema,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { ShownOnceSecret } from './shown-once-secret';

interface KeyValues {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: string;
}

/**
 * New API Key: its name, scopes and optional last day, checked with the server's own schema; then
 * the key itself, shown this once, to copy.
 */
export function ApiKeyFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const form = useForm<KeyValues>({
    initialValues: { name: '', scopes: [], expiresAt: '' },
    validate: formResolver(createApiKeyInputSchema),
  });
  const create = useTabMutation(trpc.apiKeys.create.mutationOptions(), {
    refresh: [trpc.apiKeys],
    failed: t('integrations.form.createFailed'),
    onDone: setMade,
  });

  if (made) {
    const words = {
      title: t('integrations.shown.title'),
      text: t('integrations.shown.text'),
      copy: t('integrations.shown.copy'),
      copied: t('integrations.shown.copied'),
      done: t('integrations.shown.done'),
    };
    return (
      <ShownOnceSecret
        words={words}
        name={made.name}
        secret={made.key}
        secretLabel={made.name}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal opened onClose={onClose} title={t('integrations.form.title')} centered size="lg">
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate({ ...values, expiresAt: values.expiresAt || null }),
        )}
        noValidate
      >
        <Stack>
          <TextInput
            label={t('integrations.form.name')}
            description={t('integrations.form.nameHint')}
            required
            data-autofocus
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label={t('integrations.form.scopes')}
            description={t('integrations.form.scopesHint')}
            required
            {...form.getInputProps('scopes')}
          >
            <Stack gap="xs" mt="xs">
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={
                    <span>
                      <Code dir="ltr">{scope}</Code> {t(`integrations.scopes.${scope}`)}
                    </span>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <DateField
            label={t('integrations.form.expiresAt')}
            description={t('integrations.form.expiresHint')}
            min={centreDate(new Date())}
            {...form.getInputProps('expiresAt')}
          />
          <DialogActions
            submitLabel={t('integrations.form.create')}
            pending={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
