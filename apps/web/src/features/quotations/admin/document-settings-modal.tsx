import { Center, Loader, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import {
  type DocumentSettings,
  MAX_PAYMENT_TERMS_DAYS,
  updateDocumentSettingsInputSchema,
} from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

function SettingsForm({ settings, onClose }: { settings: DocumentSettings; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: settings,
    validate: formResolver(updateDocumentSettingsInputSchema),
  });
  const save = useTabMutation(trpc.quotations.updateDocumentSettings.mutationOptions(), {
    refresh: [trpc.quotations],
    failed: t('adminQuotations.settings.failed'),
    succeeded: () => ({
      title: t('adminQuotations.settings.saved'),
      message: t('adminQuotations.settings.savedText'),
    }),
    onDone: onClose,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack>
        <Text fz="sm">{t('adminQuotations.settings.text')}</Text>
        <Textarea
          label={t('adminQuotations.settings.paymentDetails')}
          description={t('adminQuotations.settings.paymentDetailsText')}
          autosize
          minRows={4}
          data-autofocus
          {...form.getInputProps('paymentDetails')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('adminQuotations.settings.vatNumber')}
            {...form.getInputProps('vatRegistrationNumber')}
          />
          <NumberInput
            label={t('adminQuotations.settings.paymentTermsDays')}
            description={t('adminQuotations.settings.paymentTermsDaysText')}
            min={0}
            max={MAX_PAYMENT_TERMS_DAYS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('paymentTermsDays')}
          />
        </SimpleGrid>
        <Textarea
          label={t('adminQuotations.settings.termsAndConditions')}
          description={t('adminQuotations.settings.termsAndConditionsText')}
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps('termsAndConditions')}
        />
        <DialogActions
          submitLabel={t('adminQuotations.settings.submit')}
          pending={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/**
 * What the quotation, invoice and credit note PDFs print beside the centre's address (payment
 * details, VAT number, terms and conditions) and the payment terms that set new invoices' due dates.
 */
export function DocumentSettingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.quotations.documentSettings.queryOptions());
  return (
    <Modal opened onClose={onClose} title={t('adminQuotations.settings.title')} size="lg" centered>
      {settings.data ? (
        <SettingsForm settings={settings.data} onClose={onClose} />
      ) : (
        <Center py="lg">
          {settings.isError ? (
            <Text c="red.8">{t('adminQuotations.settings.loadError')}</Text>
          ) : (
            <Loader role="progressbar" aria-label={t('common.loading')} />
          )}
        </Center>
      )}
    </Modal>
  );
}
