import { Button, Group, Stack } from '@mantine/core';
import { IconCertificateOff, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Certificate, certificateListInput, certificateValidity } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { ListHeading } from '../../../app/data-table/list-heading';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { FirstAction, noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { certificateActions, certificateColumns, certificateCompany } from './certificate-columns';
import { EditCertificateModal } from './edit-certificate-modal';
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
 * dates, validity and publisher; Upload Certificate; per certificate its PDF (new window), Edit
 * (its dates and numbers) and delete. One dialog at a time.
 */
export function CertificatesTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [status, setStatus] = useState<(typeof certificateValidity)[number] | undefined>();
  const list = usePagedList(certificateListInput.defaultSort, { status });
  const certificates = useQuery({
    ...trpc.certificates.page.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<
    { kind: 'upload' } | { kind: 'edit' | 'delete'; certificate: Certificate } | null
  >(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <ListHeading
          title={t('adminCertificates.title')}
          count={certificates.data && t('adminCertificates.count', { count: certificates.data.total })}
        />
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'upload' })}
        >
          {t('adminCertificates.upload')}
        </Button>
      </Group>
      <ListFilters label={t('adminCertificates.filters')}>
        <ListSearch
          label={t('adminCertificates.search')}
          placeholder={t('adminCertificates.searchPlaceholder')}
          value={list.search}
          onChange={list.setSearch}
        />
        <ListSelect
          label={t('adminCertificates.status')}
          placeholder={t('adminCertificates.anyStatus')}
          options={certificateValidity.map((value) => ({ value, label: t(`certificateValidity.${value}`) }))}
          value={status}
          onChange={setStatus}
        />
      </ListFilters>
      <DataTable
        query={certificates}
        paging={list.paging}
        columns={certificateColumns(t, i18n.language)}
        rowKey={(certificate) => certificate.id}
        label={t('adminCertificates.title')}
        empty={
          list.narrowed
            ? noMatch(t('adminCertificates.noMatch'))
            : {
                icon: <IconCertificateOff />,
                title: t('emptyStates.certificates'),
                text: t('adminCertificates.empty'),
                action: (
                  <FirstAction
                    label={t('emptyStates.firstCertificate')}
                    onClick={() => setDialog({ kind: 'upload' })}
                  />
                ),
              }
        }
        loadError={t('adminCertificates.loadError')}
        actions={{
          label: (certificate) =>
            t('adminCertificates.actionsFor', { number: certificate.certificateNumber }),
          items: (certificate) =>
            certificateActions(
              t,
              certificate,
              () => setDialog({ kind: 'edit', certificate }),
              () => setDialog({ kind: 'delete', certificate }),
            ),
        }}
      />
      {dialog?.kind === 'upload' && <UploadCertificateModal onClose={close} />}
      {dialog?.kind === 'edit' && <EditCertificateModal certificate={dialog.certificate} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteCertificateModal certificate={dialog.certificate} onClose={close} />
      )}
    </Stack>
  );
}
