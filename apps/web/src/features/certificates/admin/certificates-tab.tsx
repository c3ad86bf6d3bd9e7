import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Certificate } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { certificateActions, certificateColumns, certificateCompany } from './certificate-columns';
import { UploadCertificateModal } from './upload-certificate-modal';

function DeleteCertificateModal({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.certificates.delete.mutationOptions(), {
    refresh: [trpc.certificates],
    failed: t('adminCertificates.deleteFailed'),
    succeeded: () => ({ title: t('adminCertificates.deleted'), message: t('adminCertificates.deletedText') }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('adminCertificates.deleteTitle')}
      text={t('adminCertificates.deleteText', {
        number: certificate.certificateNumber,
        client: certificateCompany(certificate),
      })}
      confirmLabel={t('adminCertificates.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: certificate.id })}
      onClose={onClose}
    />
  );
}

/**
 * The console's Certificates tab: every client certificate with its number, company, course,
 * dates, validity and publisher; Upload Certificate; per certificate its PDF (new window) and
 * delete.
 */
export function CertificatesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const certificates = useQuery(trpc.certificates.list.queryOptions());
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Certificate | null>(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{t('adminCertificates.title')}</Title>
          {certificates.data && (
            <Text c="dimmed" fz="sm">
              {t('adminCertificates.count', { count: certificates.data.length })}
            </Text>
          )}
        </Stack>
        <Button leftSection={<IconUpload size={18} aria-hidden />} onClick={() => setUploading(true)}>
          {t('adminCertificates.upload')}
        </Button>
      </Group>
      <DataTable
        query={certificates}
        columns={certificateColumns(t, i18n.language)}
        rowKey={(certificate) => certificate.id}
        label={t('adminCertificates.title')}
        empty={<Text c="dimmed">{t('adminCertificates.empty')}</Text>}
        loadError={t('adminCertificates.loadError')}
        actions={{
          label: (certificate) =>
            t('adminCertificates.actionsFor', { number: certificate.certificateNumber }),
          items: (certificate) => certificateActions(t, certificate, () => setDeleting(certificate)),
        }}
      />
      {uploading && <UploadCertificateModal onClose={() => setUploading(false)} />}
      {deleting && <DeleteCertificateModal certificate={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
