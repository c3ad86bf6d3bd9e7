import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  centreDate,
  formatBd,
  type Invoice,
  PAYMENT_DATE_MESSAGE,
  PAYMENT_IN_FUTURE_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  type PaymentMethod,
  paymentMethods,
  recordPaymentInputSchema,
} from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { localMessage, useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

const checkFields = formResolver(recordPaymentInputSchema.omit({ id: true }));

interface PaymentValues {
  amount: string;
  paidAt: string;
  method: PaymentMethod;
  reference: string;
}

/**
 * Which field a refusal of the server is about: the date's and the method's, else the amount's. The
 * server tells it in the page's language, as localMessage does.
 */
function fieldOf(message: string): keyof PaymentValues {
  const is = (known: string) => message === localMessage(known);
  if (is(PAYMENT_IN_FUTURE_MESSAGE) || is(PAYMENT_DATE_MESSAGE)) return 'paidAt';
  if (is(PAYMENT_METHOD_MESSAGE)) return 'method';
  return 'amount';
}

/**
 * Record Payment: the amount (the balance to start with), the day it came (today to start with, in
 * Bahrain), how, and its reference. The server decides: more than the balance, or a day still to
 * come, is refused with its message under the field, the dialog staying open.
 */
export function RecordPaymentModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const today = centreDate(new Date());
  const form = useForm<PaymentValues>({
    initialValues: { amount: invoice.balance, paidAt: today, method: 'bank_transfer', reference: '' },
    validate: checkFields,
  });
  const record = useTabMutation(trpc.invoices.recordPayment.mutationOptions(), {
    refresh: [trpc.invoices],
    failed: t('adminInvoices.record.failed'),
    succeeded: (paid) => ({
      title: t('adminInvoices.record.done'),
      message: t('adminInvoices.record.doneText', {
        amount: formatBd(form.values.amount.trim() || '0'),
        number: paid.invoiceNumber,
        balance: formatBd(paid.balance),
      }),
    }),
    onDone: onClose,
  });
  const submit = form.onSubmit((values) =>
    record.mutate(
      { id: invoice.id, ...values },
      {
        onError: (error) => {
          const message = serverMessage(error, '');
          if (message) form.setFieldError(fieldOf(message), message);
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminInvoices.record.title', { number: invoice.invoiceNumber })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('adminInvoices.record.balance', {
              balance: formatBd(invoice.balance),
              total: formatBd(invoice.amount),
            })}
          </Text>
          <TextInput
            label={t('adminInvoices.record.amount')}
            description={t('adminInvoices.record.amountText')}
            leftSection="BD"
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <DateField
            label={t('adminInvoices.record.paidAt')}
            required
            max={today}
            {...form.getInputProps('paidAt')}
          />
          <Select
            label={t('adminInvoices.record.method')}
            required
            allowDeselect={false}
            data={paymentMethods.map((value) => ({ value, label: t(`paymentMethod.${value}`) }))}
            {...form.getInputProps('method')}
          />
          <TextInput
            label={t('adminInvoices.record.reference')}
            description={t('adminInvoices.record.referenceText')}
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('reference')}
          />
          <DialogActions
            submitLabel={t('adminInvoices.record.submit')}
            pending={record.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
