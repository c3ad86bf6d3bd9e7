import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Certificate, updateCertificateInputSchema } from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { certificateCompany } from './certificate-columns';
import { CertificateDateFields } from './certificate-date-fields';

const checkFields = formResolver(updateCertificateInputSchema);

/**
 * Edit Certificate: a wrong date or number corrected in place, checked by the schema the server
 * uses (PATCH /api/admin/certificates/{id}); the client, course and PDF stay.
 */
export function EditCertificateModal({
  certificate,
  onClose,
}: {
  certificate: Certificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      id: certificate.id,
      certificateNumber: certificate.certificateNumber,
      governmentNumber: certificate.governmentNumber ?? '',
      issueDate: certificate.issueDate,
      expiryDate: certificate.expiryDate,
    },
    // Blank is no change: a certificate issued without a government number may stay without one.
    validate: ({ governmentNumber, ...values }) =>
      checkFields({ ...values, governmentNumber: governmentNumber || undefined }),
  });
  const update = useTabMutation(trpc.certificates.update.mutationOptions(), {
    refresh: [trpc.certificates],
    failed: t('adminCertificates.editFailed'),
    succeeded: (saved) => ({
      title: t('adminCertificates.edited'),
      message: t('adminCertificates.editedText', { number: saved.certificateNumber }),
    }),
    onDone: onClose,
  });
  const submit = form.onSubmit(({ governmentNumber, ...values }) =>
    update.mutate({ ...values, ...(governmentNumber !== '' && { governmentNumber }) }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminCertificates.editTitle', { number: certificate.certificateNumber })}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm">{t('adminCertificates.editText', { client: certificateCompany(certificate) })}</Text>
          <TextInput
            label={t('adminCertificates.editNumber')}
            required
            {...form.getInputProps('certificateNumber')}
          />
          <CertificateDateFields form={form} governmentNumberRequired={false} />
          <DialogActions
            submitLabel={t('adminCertificates.editSubmit')}
            pending={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
