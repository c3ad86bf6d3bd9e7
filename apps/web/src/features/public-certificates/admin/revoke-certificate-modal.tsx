import { Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PublicCertificate, revokeCertificateInputSchema } from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

const checkFields = formResolver(revokeCertificateInputSchema);

/** Revoke: final, with the reason the verification page shows to whoever checks the certificate. */
export function RevokeCertificateModal({
  certificate,
  onClose,
}: {
  certificate: PublicCertificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { id: certificate.id, reason: '' },
    validate: (values) => checkFields(values),
  });
  const revoke = useTabMutation(trpc.publicCertificates.revoke.mutationOptions(), {
    refresh: [trpc.publicCertificates],
    failed: t('publicCertificates.revokeFailed'),
    succeeded: () => ({
      title: t('publicCertificates.revoked'),
      message: t('publicCertificates.revokedText', { number: certificate.certificateNumber }),
    }),
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('publicCertificates.revokeTitle')} centered>
      <form onSubmit={form.onSubmit((values) => revoke.mutate(values))} noValidate>
        <Stack>
          <Text>
            {t('publicCertificates.revokeText', {
              number: certificate.certificateNumber,
              name: certificate.studentName,
            })}
          </Text>
          <Textarea
            label={t('publicCertificates.reason')}
            description={t('publicCertificates.reasonText')}
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <DialogActions
            submitLabel={t('publicCertificates.revokeConfirm')}
            pending={revoke.isPending}
            onCancel={onClose}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
