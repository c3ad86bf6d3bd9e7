import { Stack, Text } from '@mantine/core';
import type { PublicCertificate } from '@tc/contracts/schemas';
import { useState } from 'react';
import { Modal } from '../../../app/dialog';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { CertificateClientSelect } from './certificate-client-select';
import { useCertificateClients } from './use-certificate-clients';

/**
 * Client company: names the client company that sent the certificate's student, or clears it
 * (PATCH /api/admin/public-certificates/{id}); that client's portal then lists the student among
 * its operators.
 */
export function CertificateClientModal({
  certificate,
  onClose,
}: {
  certificate: PublicCertificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const clients = useCertificateClients();
  const [clientId, setClientId] = useState(certificate.clientId);
  const update = useTabMutation(trpc.publicCertificates.update.mutationOptions(), {
    refresh: [trpc.publicCertificates],
    failed: t('publicCertificates.clientFailed'),
    succeeded: (saved) => {
      const client = clients.name(saved.clientId);
      return {
        title: t('publicCertificates.clientSaved'),
        message: client
          ? t('publicCertificates.clientSavedText', { number: saved.certificateNumber, client })
          : t('publicCertificates.clientClearedText', { number: saved.certificateNumber }),
      };
    },
    onDone: onClose,
  });
  return (
    <Modal opened onClose={onClose} title={t('publicCertificates.clientTitle')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ id: certificate.id, clientId });
        }}
        noValidate
      >
        <Stack>
          <Text>
            {t('publicCertificates.clientText', {
              number: certificate.certificateNumber,
              name: certificate.studentName,
            })}
          </Text>
          <CertificateClientSelect current={certificate.clientId} value={clientId} onChange={setClientId} />
          <DialogActions
            submitLabel={t('publicCertificates.clientSubmit')}
            pending={update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
