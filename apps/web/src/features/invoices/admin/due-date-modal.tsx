import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Invoice, updateInvoiceInputSchema } from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { formatCalendarDate } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

const checkFields = formResolver(updateInvoiceInputSchema.omit({ id: true }));

/** Change Due Date: other terms for this client; never before the issue date (the server says so). */
export function DueDateModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({ initialValues: { dueDate: invoice.dueDate }, validate: checkFields });
  const update = useTabMutation(trpc.invoices.update.mutationOptions(), {
    refresh: [trpc.invoices],
    failed: t('adminInvoices.dueDate.failed'),
    succeeded: (saved) => ({
      title: t('adminInvoices.dueDate.done'),
      message: t('adminInvoices.dueDate.doneText', {
        number: saved.invoiceNumber,
        date: formatCalendarDate(saved.dueDate, i18n.language),
      }),
    }),
    onDone: onClose,
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: invoice.id, ...values },
      { onError: (error) => form.setFieldError('dueDate', serverMessage(error, '') || null) },
    ),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminInvoices.dueDate.title', { number: invoice.invoiceNumber })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('adminInvoices.dueDate.text', {
              issued: formatCalendarDate(invoice.issueDate, i18n.language),
            })}
          </Text>
          <DateField
            label={t('adminInvoices.dueDate.label')}
            required
            min={invoice.issueDate}
            {...form.getInputProps('dueDate')}
          />
          <DialogActions
            submitLabel={t('adminInvoices.dueDate.submit')}
            pending={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
