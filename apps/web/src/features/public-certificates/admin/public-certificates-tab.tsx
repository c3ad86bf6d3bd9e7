import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { DeletePublicCertificateModal } from './delete-public-certificate-modal';
import { ImportCertificatesModal } from './import-certificates-modal';
import {
  type PublicCertificateAction,
  publicCertificateActions,
  publicCertificateColumns,
} from './public-certificate-columns';
import { PublishCertificateModal } from './publish-certificate-modal';
import { RevokeCertificateModal } from './revoke-certificate-modal';

type Dialog =
  | { kind: 'publish' | 'import' }
  | { kind: PublicCertificateAction; certificate: PublicCertificate };

/** Whether a certificate's number, student or national ID holds the filter's text. */
function matches(certificate: PublicCertificate, filter: string): boolean {
  const wanted = filter.trim().toLowerCase();
  return [certificate.certificateNumber, certificate.studentName, certificate.nationalId ?? ''].some((text) =>
    text.toLowerCase().includes(wanted),
  );
}

/**
 * The console's Public Certificates tab: the directory employers verify against. Publish one,
 * import many from a CSV file, and per certificate open its verification page, download its QR
 * code, revoke it with a reason, or delete it.
 */
export function PublicCertificatesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const certificates = useQuery(trpc.publicCertificates.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [filter, setFilter] = useState('');
  const close = () => setDialog(null);
  const all = certificates.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{t('publicCertificates.title')}</Title>
          {certificates.data && (
            <Text c="dimmed" fz="sm">
              {t('publicCertificates.count', { count: all.length })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'import' })}
          >
            {t('publicCertificates.import')}
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setDialog({ kind: 'publish' })}
          >
            {t('publicCertificates.publish')}
          </Button>
        </Group>
      </Group>
      {all.length > 0 && (
        <TextInput
          label={t('publicCertificates.filter')}
          placeholder={t('publicCertificates.filterPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          maw={420}
        />
      )}
      <DataTable
        query={certificates}
        rows={all.filter((certificate) => matches(certificate, filter))}
        columns={publicCertificateColumns(t, i18n.language)}
        rowKey={(certificate) => certificate.id}
        label={t('publicCertificates.title')}
        empty={
          <Text c="dimmed">
            {all.length > 0 ? t('publicCertificates.noMatch') : t('publicCertificates.empty')}
          </Text>
        }
        loadError={t('publicCertificates.loadError')}
        actions={{
          label: (certificate) =>
            t('publicCertificates.actionsFor', { number: certificate.certificateNumber }),
          items: (certificate) =>
            publicCertificateActions(t, certificate, (kind) => setDialog({ kind, certificate })),
        }}
      />
      {dialog?.kind === 'publish' && <PublishCertificateModal onClose={close} />}
      {dialog?.kind === 'import' && <ImportCertificatesModal onClose={close} />}
      {dialog?.kind === 'revoke' && (
        <RevokeCertificateModal certificate={dialog.certificate} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePublicCertificateModal certificate={dialog.certificate} onClose={close} />
      )}
    </Stack>
  );
}
