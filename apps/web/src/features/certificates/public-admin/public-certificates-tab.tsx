import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Menu,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconDots,
  IconExternalLink,
  IconFileSpreadsheet,
  IconPlus,
  IconQrcode,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { courseTypeLabel, type PublicCertificate } from '@tc/contracts/schemas';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { usePhoneLayout } from '../../schedules/use-phone-layout';
import { formatCalendarDate } from '../calendar-date';
import { ValidityBadge } from '../validity-badge';
import { ImportCertificatesModal } from './import-certificates-modal';
import { PublishCertificateModal } from './publish-certificate-modal';
import { RevokeCertificateModal } from './revoke-certificate-modal';
import { useRefreshPublicCertificates } from './use-refresh-public-certificates';

type Dialog = { kind: 'publish' | 'import' } | { kind: 'revoke' | 'delete'; certificate: PublicCertificate };
type Action = 'revoke' | 'delete';

const qrUrl = (certificate: PublicCertificate, format: 'png' | 'svg') =>
  `/api/admin/public-certificates/${certificate.id}/qr.${format}`;

/** A certificate's actions: its verification page, its QR code to print, revoke, delete. */
function CertificateMenu({
  certificate,
  onAction,
}: {
  certificate: PublicCertificate;
  onAction: (action: Action) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('publicCertificates.actionsFor', { number: certificate.certificateNumber })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={certificate.verificationUrl}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
        >
          {t('publicCertificates.actions.open')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={qrUrl(certificate, 'png')}
          download
          leftSection={<IconQrcode size={16} />}
        >
          {t('publicCertificates.actions.qrPng')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={qrUrl(certificate, 'svg')}
          download
          leftSection={<IconQrcode size={16} />}
        >
          {t('publicCertificates.actions.qrSvg')}
        </Menu.Item>
        {certificate.status !== 'revoked' && (
          <Menu.Item leftSection={<IconBan size={16} />} onClick={() => onAction('revoke')}>
            {t('publicCertificates.actions.revoke')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction('delete')}>
          {t('publicCertificates.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface ListProps {
  certificates: PublicCertificate[];
  onAction: (certificate: PublicCertificate, action: Action) => void;
}

function RevokedNote({ certificate }: { certificate: PublicCertificate }) {
  const { t } = useTranslation();
  if (!certificate.revokedReason) return null;
  return (
    <Text fz="xs" c="dimmed">
      {t('certificateSearch.revokedReason', { reason: certificate.revokedReason })}
    </Text>
  );
}

function CertificateTable({ certificates, onAction }: ListProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => (value ? formatCalendarDate(value, i18n.language) : '–');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('publicCertificates.columns.number')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.student')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.nationalId')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.course')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.publishDate')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.expiryDate')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.status')}</Table.Th>
            <Table.Th>{t('publicCertificates.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {certificate.certificateNumber}
              </Table.Td>
              <Table.Td>{certificate.studentName}</Table.Td>
              <Table.Td>{certificate.nationalId ?? '–'}</Table.Td>
              <Table.Td>{courseTypeLabel(certificate.courseType)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(certificate.publishDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(certificate.expiryDate)}</Table.Td>
              <Table.Td>
                <ValidityBadge status={certificate.status} />
                <RevokedNote certificate={certificate} />
              </Table.Td>
              <Table.Td>
                <CertificateMenu
                  certificate={certificate}
                  onAction={(action) => onAction(certificate, action)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CertificateCards({ certificates, onAction }: ListProps) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null) => (value ? formatCalendarDate(value, i18n.language) : '–');
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {certificates.map((certificate) => (
        <Card key={certificate.id} component="li" withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700}>{certificate.certificateNumber}</Text>
              <Text fz="sm">{certificate.studentName}</Text>
            </div>
            <ValidityBadge status={certificate.status} />
          </Group>
          <Text fz="sm" mt="xs">
            {courseTypeLabel(certificate.courseType)}
            {certificate.nationalId &&
              ` · ${t('publicCertificates.columns.nationalId')} ${certificate.nationalId}`}
          </Text>
          <Text fz="sm" c="dimmed">
            {t('publicCertificates.dates', {
              published: date(certificate.publishDate),
              expires: date(certificate.expiryDate),
            })}
          </Text>
          <RevokedNote certificate={certificate} />
          <Group justify="flex-end" mt="xs">
            <CertificateMenu certificate={certificate} onAction={(action) => onAction(certificate, action)} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function DeletePublicCertificateModal({
  certificate,
  onClose,
}: {
  certificate: PublicCertificate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshPublicCertificates();
  const remove = useMutation(
    trpc.publicCertificates.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notifySuccess(t('publicCertificates.deleted'), t('publicCertificates.deletedText'));
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('publicCertificates.deleteFailed'))),
    }),
  );
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

/**
 * The console's Public Certificates tab: the directory employers verify against. Publish one,
 * import many from a CSV file, and per certificate open its verification page, download its QR
 * code, revoke it with a reason, or delete it.
 */
export function PublicCertificatesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const certificates = useQuery(trpc.publicCertificates.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [filter, setFilter] = useState('');
  const phone = usePhoneLayout();
  const close = () => setDialog(null);
  const wanted = filter.trim().toLowerCase();
  const shown = (certificates.data ?? []).filter((certificate) =>
    [certificate.certificateNumber, certificate.studentName, certificate.nationalId ?? ''].some((text) =>
      text.toLowerCase().includes(wanted),
    ),
  );
  const onAction = (certificate: PublicCertificate, action: Action) =>
    setDialog({ kind: action, certificate });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{t('publicCertificates.title')}</Title>
          {certificates.data && (
            <Text c="dimmed" fz="sm">
              {t('publicCertificates.count', { count: certificates.data.length })}
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
      {certificates.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {certificates.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('publicCertificates.loadError')} />
      )}
      {certificates.data?.length === 0 && <Text c="dimmed">{t('publicCertificates.empty')}</Text>}
      {certificates.data && certificates.data.length > 0 && (
        <>
          <TextInput
            label={t('publicCertificates.filter')}
            placeholder={t('publicCertificates.filterPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            maw={420}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">{t('publicCertificates.noMatch')}</Text>
          ) : phone ? (
            <CertificateCards certificates={shown} onAction={onAction} />
          ) : (
            <CertificateTable certificates={shown} onAction={onAction} />
          )}
        </>
      )}
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
