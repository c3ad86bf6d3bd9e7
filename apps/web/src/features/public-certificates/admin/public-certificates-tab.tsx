import { Button, Group, Stack } from '@mantine/core';
import { IconAwardOff, IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type CertificateStatus,
  certificateStatuses,
  type PublicCertificate,
  publicCertificateListInput,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { ListHeading } from '../../../app/data-table/list-heading';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { FirstAction, noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { CertificateClientModal } from './certificate-client-modal';
import { DeletePublicCertificateModal } from './delete-public-certificate-modal';
import { ImportCertificatesModal } from './import-certificates-modal';
import {
  type PublicCertificateAction,
  publicCertificateActions,
  publicCertificateColumns,
} from './public-certificate-columns';
import { PublishCertificateModal } from './publish-certificate-modal';
import { RevokeCertificateModal } from './revoke-certificate-modal';
import { useCertificateClients } from './use-certificate-clients';

type Dialog =
  | { kind: 'publish' | 'import' }
  | { kind: PublicCertificateAction; certificate: PublicCertificate };

/**
 * The console's Public Certificates tab: the directory employers verify against. Publish one,
 * import many from a CSV file, find them by status or by the client company that sent the
 * student, and per certificate open its verification page, download its QR code, name or clear
 * its client company, revoke it with a reason, or delete it.
 */
export function PublicCertificatesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [status, setStatus] = useState<CertificateStatus | undefined>();
  const [clientId, setClientId] = useState<string | undefined>();
  const clients = useCertificateClients();
  const list = usePagedList(publicCertificateListInput.defaultSort, { status, clientId });
  const certificates = useQuery({
    ...trpc.publicCertificates.page.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={t('publicCertificates.title')}
          count={certificates.data && t('publicCertificates.count', { count: certificates.data.total })}
        />
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
      <ListFilters label={t('publicCertificates.filters')}>
        <ListSearch
          label={t('publicCertificates.filter')}
          placeholder={t('publicCertificates.filterPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('publicCertificates.status')}
          placeholder={t('publicCertificates.anyStatus')}
          options={certificateStatuses.map((value) => ({ value, label: t(`certificateValidity.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
        <ListSelect
          label={t('publicCertificates.client')}
          placeholder={t('publicCertificates.anyClient')}
          options={clients.filterOptions}
          searchable
          renderOption={({ option }) => <span dir="auto">{option.label}</span>}
          value={clientId}
          onChange={setClientId}
        />
      </ListFilters>
      <DataTable
        query={certificates}
        paging={list.paging}
        columns={publicCertificateColumns(t, i18n.language, clients.name)}
        rowKey={(certificate) => certificate.id}
        label={t('publicCertificates.title')}
        empty={
          list.narrowed
            ? noMatch(t('publicCertificates.noMatch'))
            : {
                icon: <IconAwardOff />,
                title: t('emptyStates.publicCertificates'),
                text: t('publicCertificates.empty'),
                action: (
                  <FirstAction
                    label={t('emptyStates.firstPublicCertificate')}
                    onClick={() => setDialog({ kind: 'publish' })}
                  />
                ),
              }
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
      {dialog?.kind === 'client' && (
        <CertificateClientModal certificate={dialog.certificate} onClose={close} />
      )}
      {dialog?.kind === 'revoke' && (
        <RevokeCertificateModal certificate={dialog.certificate} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePublicCertificateModal certificate={dialog.certificate} onClose={close} />
      )}
    </Stack>
  );
}
