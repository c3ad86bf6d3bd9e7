import { Alert, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type Quotation, quotationMessages } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { Modal } from '../../../app/dialog';
import { dismissToast, notifyError } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { useInvalidate, useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { errorCode } from '../error-code';
import { fetchPdf, openPdfInNewTab } from '../pdf-file';
import { QuotationTotalsList } from '../quotation-totals-list';
import { QuotationClientFields } from './quotation-client-fields';
import { QuotationDocumentFields } from './quotation-document-fields';
import {
  emptyQuotation,
  liveTotals,
  type QuotationValues,
  quotationPayload,
  quotationValues,
  validateQuotation,
} from './quotation-form';
import { QuotationLines } from './quotation-lines';
import { QuotationRequestNote } from './quotation-request-note';

const PREVIEW_TOAST = 'quotation-preview';

/** The builder's preview: the PDF of what is typed, made by the server and saved nowhere. */
function usePreview(form: { validate: () => { hasErrors: boolean }; values: QuotationValues }) {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  const preview = async () => {
    if (form.validate().hasErrors) return;
    setPreviewing(true);
    try {
      await openPdfInNewTab(() => fetchPdf('/api/admin/quotations/preview', quotationPayload(form.values)));
      dismissToast(PREVIEW_TOAST);
    } catch (error) {
      notifyError(
        t('common.error'),
        (error as Error).message || t('adminQuotations.previewFailed'),
        PREVIEW_TOAST,
      );
    } finally {
      setPreviewing(false);
    }
  };
  return { preview, previewing };
}

/**
 * New Quotation (quotation null) and Edit: one form, the client, the course lines with live totals
 * by the server's own rule, the document's validity, theme and notes. The server's schema checks
 * it; the server prices and saves it.
 */
export function QuotationBuilderModal({
  quotation,
  onClose,
}: {
  quotation: Quotation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const phone = useNarrowScreen();
  const courses = useQuery(trpc.courses.listAll.queryOptions());
  const form = useForm<QuotationValues>({
    initialValues: quotation ? quotationValues(quotation) : emptyQuotation(),
    validate: (values) => validateQuotation(values, quotation !== null),
  });
  const totals = liveTotals(form.values.lines);
  const { preview, previewing } = usePreview(form);

  const create = useTabMutation(trpc.quotations.create.mutationOptions(), {
    refresh: [trpc.quotations],
    failed: t('adminQuotations.createFailed'),
    succeeded: (saved) => ({
      title: t('adminQuotations.created'),
      message:
        saved.status === 'sent'
          ? t('adminQuotations.createdSent', { number: saved.quotationNumber, email: saved.contactEmail })
          : t('adminQuotations.createdDraft', { number: saved.quotationNumber }),
    }),
    onDone: onClose,
  });
  const update = useTabMutation(trpc.quotations.update.mutationOptions(), {
    refresh: [trpc.quotations],
    failed: t('adminQuotations.updateFailed'),
    succeeded: (saved) => ({
      title: t('adminQuotations.updated'),
      message: t('adminQuotations.updatedText', { number: saved.quotationNumber }),
    }),
    onDone: onClose,
  });

  const submit = form.onSubmit((values) => {
    const payload = quotationPayload(values);
    if (!quotation) {
      create.mutate(
        { ...payload, sendEmail: values.sendEmail },
        {
          // The draft was saved and only its mail failed (the toast says so): it is in the list now.
          onError: (error) => {
            if (values.sendEmail && errorCode(error) === 'SERVICE_UNAVAILABLE') {
              void invalidate([trpc.quotations]);
              onClose();
            }
          },
        },
      );
      return;
    }
    // An unchanged date is left alone: a draft's may lie in the past, which a new date may not.
    const { validUntil, ...rest } = payload;
    update.mutate({
      id: quotation.id,
      ...rest,
      ...(values.validUntil !== quotation.validUntil ? { validUntil } : {}),
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={
        quotation
          ? t('adminQuotations.editTitle', { number: quotation.quotationNumber })
          : t('adminQuotations.new')
      }
      size="60rem"
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {quotation && quotation.lines.length === 0 && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('common.error')}>
              {quotationMessages.previousCourses}
            </Alert>
          )}
          {quotation?.request && <QuotationRequestNote request={quotation.request} />}
          <QuotationClientFields form={form} />
          <QuotationLines form={form} courses={courses.data ?? []} lineTotals={totals.lineTotals} />
          <QuotationTotalsList totals={totals} />
          <QuotationDocumentFields
            form={form}
            offerSending={!quotation}
            previewing={previewing}
            onPreview={preview}
          />
          <DialogActions
            submitLabel={
              quotation
                ? t('adminQuotations.saveChanges')
                : form.values.sendEmail
                  ? t('adminQuotations.createAndSend')
                  : t('adminQuotations.create')
            }
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
