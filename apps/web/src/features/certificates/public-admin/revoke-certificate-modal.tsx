import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { type PublicCertificate, revokeCertificateInputSchema } from '@tc/contracts/schemas';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useRefreshPublicCertificates } from './use-refresh-public-certificates';

const checkFields = schemaResolver(revokeCertificateInputSchema, { sync: true });

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
  const refresh = useRefreshPublicCertificates();
  const form = useForm({
    initialValues: { id: certificate.id, reason: '' },
    validate: (values) => checkFields(values),
  });
  const revoke = useMutation(
    trpc.publicCertificates.revoke.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess(
          t('publicCertificates.revoked'),
          t('publicCertificates.revokedText', { number: certificate.certificateNumber }),
        );
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('publicCertificates.revokeFailed'))),
    }),
  );
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
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={revoke.isPending}>
              {t('publicCertificates.revokeConfirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
