import type { Quotation } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';

/** The quotation steps that ask first: delete (one without a tax invoice), and the tax invoice, whose number is final. */
export type ConfirmedAction = 'delete' | 'createInvoice';

export function QuotationConfirmModal({
  action,
  quotation,
  onClose,
}: {
  action: ConfirmedAction;
  quotation: Quotation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const values = { number: quotation.quotationNumber, company: quotation.companyName };
  const remove = useTabMutation(trpc.quotations.delete.mutationOptions(), {
    refresh: [trpc.quotations],
    failed: t('adminQuotations.deleteFailed'),
    succeeded: () => ({
      title: t('adminQuotations.deleted'),
      message: t('adminQuotations.deletedText', values),
    }),
    onDone: onClose,
  });
  const invoice = useTabMutation(trpc.quotations.createInvoice.mutationOptions(), {
    refresh: [trpc.quotations, trpc.invoices],
    failed: t('adminQuotations.invoices.createFailed'),
    succeeded: (made) => ({
      title: t('adminQuotations.invoices.created'),
      message: t('adminQuotations.invoices.createdText', {
        number: made.invoiceNumber,
        quotation: values.number,
      }),
    }),
    onDone: onClose,
  });
  const step =
    action === 'delete'
      ? {
          mutation: remove,
          title: t('adminQuotations.deleteTitle'),
          text: t('adminQuotations.deleteText', values),
        }
      : {
          mutation: invoice,
          title: t('adminQuotations.invoices.createTitle'),
          text: t('adminQuotations.invoices.createText', values),
        };
  return (
    <ConfirmDeleteModal
      title={step.title}
      text={step.text}
      confirmLabel={
        action === 'delete' ? t('adminQuotations.deleteConfirm') : t('adminQuotations.invoices.createConfirm')
      }
      confirmColor={action === 'delete' ? 'red' : 'navy'}
      pending={step.mutation.isPending}
      onConfirm={() => step.mutation.mutate({ id: quotation.id })}
      onClose={onClose}
    />
  );
}
