import type { PublicCertificate } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';

/** Asks before removing a certificate from the directory (its QR code then finds nothing). */
export function DeletePublicCertificateModal({
  certificate,
  onClose,
}: {
  certificate: PublicCertificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.publicCertificates.delete.mutationOptions(), {
    refresh: [trpc.publicCertificates],
    failed: t('publicCertificates.deleteFailed'),
    succeeded: () => ({
      title: t('publicCertificates.deleted'),
      message: t('publicCertificates.deletedText'),
    }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('publicCertificates.deleteTitle')}
      text={t('publicCertificates.deleteText', {
        number: certificate.certificateNumber,
        name: certificate.studentName,
      })}
      confirmLabel={t('publicCertificates.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: certificate.id })}
      onClose={onClose}
    />
  );
}
