import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { testEmailInputSchema } from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

/** Sends a test mail to an address: shows that the centre's mail reaches the outside world. */
export function TestEmailModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { email: '' },
    validate: formResolver(testEmailInputSchema),
  });
  const send = useTabMutation(trpc.quotations.testEmail.mutationOptions(), {
    refresh: [],
    failed: t('adminQuotations.testEmail.failed'),
    succeeded: () => ({
      title: t('adminQuotations.testEmail.sent'),
      message: t('adminQuotations.testEmail.sentText', { email: form.values.email }),
    }),
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('adminQuotations.testEmail.title')} centered>
      <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
        <Stack>
          <Text fz="sm">{t('adminQuotations.testEmail.text')}</Text>
          <TextInput
            type="email"
            label={t('common.email')}
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <DialogActions
            submitLabel={t('adminQuotations.testEmail.submit')}
            pending={send.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
