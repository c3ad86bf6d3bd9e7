import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type Certificate, courseTypeLabel } from '@tc/contracts/schemas';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { usePhoneLayout } from '../../schedules/use-phone-layout';
import { formatCalendarDate } from '../calendar-date';
import { certificateDownloadUrl, ValidityBadge } from '../validity-badge';
import { UploadCertificateModal } from './upload-certificate-modal';
import { useRefreshCertificates } from './use-refresh-certificates';

const company = (certificate: Certificate) => certificate.user.companyName ?? certificate.user.email;

function CertificateActions({ certificate, onDelete }: { certificate: Certificate; onDelete: () => void }) {
  const { t } = useTranslation();
  const view = t('adminCertificates.viewNamed', { number: certificate.certificateNumber });
  const remove = t('adminCertificates.deleteNamed', { number: certificate.certificateNumber });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={view}>
        <ActionIcon
          component="a"
          href={certificateDownloadUrl(certificate.id)}
          target="_blank"
          rel="noopener"
          variant="subtle"
          aria-label={view}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove}>
        <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

interface ListProps {
  certificates: Certificate[];
  onDelete: (certificate: Certificate) => void;
}

function CertificateTable({ certificates, onDelete }: ListProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminCertificates.columns.number')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.client')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.course')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.issueDate')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.expiryDate')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.status')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.publishedBy')}</Table.Th>
            <Table.Th>{t('adminCertificates.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {certificate.certificateNumber}
              </Table.Td>
              <Table.Td>{company(certificate)}</Table.Td>
              <Table.Td>{courseTypeLabel(certificate.courseType)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(certificate.issueDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(certificate.expiryDate)}</Table.Td>
              <Table.Td>
                <ValidityBadge status={certificate.status} />
              </Table.Td>
              <Table.Td>{certificate.publishedByName ?? '–'}</Table.Td>
              <Table.Td>
                <CertificateActions certificate={certificate} onDelete={() => onDelete(certificate)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CertificateCards({ certificates, onDelete }: ListProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {certificates.map((certificate) => (
        <Card key={certificate.id} component="li" withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700}>{certificate.certificateNumber}</Text>
              <Text fz="sm">{company(certificate)}</Text>
            </div>
            <ValidityBadge status={certificate.status} />
          </Group>
          <Text fz="sm" mt="xs">
            {courseTypeLabel(certificate.courseType)}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('adminCertificates.dates', {
              issued: date(certificate.issueDate),
              expires: date(certificate.expiryDate),
            })}
          </Text>
          <Group justify="space-between" mt="xs">
            <Text fz="xs" c="dimmed">
              {t('adminCertificates.publishedBy', { name: certificate.publishedByName ?? '–' })}
            </Text>
            <CertificateActions certificate={certificate} onDelete={() => onDelete(certificate)} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function DeleteCertificateModal({ certificate, onClose }: { certificate: Certificate; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshCertificates();
  const remove = useMutation(
    trpc.certificates.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess(t('adminCertificates.deleted'), t('adminCertificates.deletedText'));
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('adminCertificates.deleteFailed'))),
    }),
  );
  return (
    <ConfirmDeleteModal
      title={t('adminCertificates.deleteTitle')}
      text={t('adminCertificates.deleteText', {
        number: certificate.certificateNumber,
        client: company(certificate),
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
 * delete. On a phone each certificate is a card.
 */
export function CertificatesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const certificates = useQuery(trpc.certificates.list.queryOptions());
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Certificate | null>(null);
  const phone = usePhoneLayout();

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
      {certificates.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {certificates.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('adminCertificates.loadError')} />
      )}
      {certificates.data?.length === 0 && <Text c="dimmed">{t('adminCertificates.empty')}</Text>}
      {certificates.data &&
        certificates.data.length > 0 &&
        (phone ? (
          <CertificateCards certificates={certificates.data} onDelete={setDeleting} />
        ) : (
          <CertificateTable certificates={certificates.data} onDelete={setDeleting} />
        ))}
      {uploading && <UploadCertificateModal onClose={() => setUploading(false)} />}
      {deleting && <DeleteCertificateModal certificate={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
