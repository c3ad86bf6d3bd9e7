import { Alert, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { creditNoteInputSchema, formatBd, type Invoice } from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

const checkFields = formResolver(creditNoteInputSchema.omit({ id: true }));

/** Issue Credit Note: asks why, and says first that it cancels the whole invoice for good. */
export function CreditNoteModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({ initialValues: { reason: '' }, validate: checkFields });
  const issue = useTabMutation(trpc.invoices.createCreditNote.mutationOptions(), {
    refresh: [trpc.invoices],
    failed: t('adminInvoices.credit.failed'),
    succeeded: (credited) => ({
      title: t('adminInvoices.credit.done'),
      message: t('adminInvoices.credit.doneText', {
        creditNote: credited.creditNote?.creditNoteNumber ?? '',
        number: credited.invoiceNumber,
      }),
    }),
    onDone: onClose,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminInvoices.credit.title', { number: invoice.invoiceNumber })}
      centered
    >
      <form onSubmit={form.onSubmit((values) => issue.mutate({ id: invoice.id, ...values }))} noValidate>
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('adminInvoices.credit.warning', { total: formatBd(invoice.amount) })}
          </Alert>
          <Textarea
            label={t('adminInvoices.credit.reason')}
            description={t('adminInvoices.credit.reasonText')}
            required
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <DialogActions
            submitLabel={t('adminInvoices.credit.submit')}
            color="red"
            pending={issue.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
