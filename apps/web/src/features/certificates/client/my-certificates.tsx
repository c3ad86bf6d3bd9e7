import { Alert, Button, Card, Center, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCertificate, IconDownload, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ClientCertificate, courseTypeLabel } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { usePhoneLayout } from '../../schedules/use-phone-layout';
import { formatCalendarDate } from '../calendar-date';
import { certificateDownloadUrl, ValidityBadge } from '../validity-badge';

function DownloadButton({ certificate }: { certificate: ClientCertificate }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={certificateDownloadUrl(certificate.id)}
      target="_blank"
      rel="noopener"
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={t('clientCertificates.downloadNamed', { number: certificate.certificateNumber })}
    >
      {t('clientCertificates.download')}
    </Button>
  );
}

function CertificateTable({ certificates }: { certificates: ClientCertificate[] }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clientCertificates.columns.number')}</Table.Th>
            <Table.Th>{t('clientCertificates.columns.course')}</Table.Th>
            <Table.Th>{t('clientCertificates.columns.issueDate')}</Table.Th>
            <Table.Th>{t('clientCertificates.columns.expiryDate')}</Table.Th>
            <Table.Th>{t('clientCertificates.columns.status')}</Table.Th>
            <Table.Th>{t('clientCertificates.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {certificates.map((certificate) => (
            <Table.Tr key={certificate.id}>
              <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                {certificate.certificateNumber}
              </Table.Td>
              <Table.Td>{courseTypeLabel(certificate.courseType)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(certificate.issueDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{date(certificate.expiryDate)}</Table.Td>
              <Table.Td>
                <ValidityBadge status={certificate.status} />
              </Table.Td>
              <Table.Td>
                <DownloadButton certificate={certificate} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CertificateCards({ certificates }: { certificates: ClientCertificate[] }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {certificates.map((certificate) => (
        <Card key={certificate.id} component="li" withBorder padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={700}>{certificate.certificateNumber}</Text>
              <Text fz="sm">{courseTypeLabel(certificate.courseType)}</Text>
            </div>
            <ValidityBadge status={certificate.status} />
          </Group>
          <Text fz="sm" c="dimmed" mt="xs">
            {t('clientCertificates.dates', {
              issued: date(certificate.issueDate),
              expires: date(certificate.expiryDate),
            })}
          </Text>
          <Group justify="flex-end" mt="xs">
            <DownloadButton certificate={certificate} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * My Certificates: the client's certificates, searchable by number, each Valid or Expired and
 * downloadable (the PDF opens in a new window).
 */
export function MyCertificates({
  certificates,
}: {
  certificates: UseQueryResult<ClientCertificate[], unknown>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const phone = usePhoneLayout();
  const query = search.trim().toUpperCase();
  const shown = (certificates.data ?? []).filter((certificate) =>
    certificate.certificateNumber.toUpperCase().includes(query),
  );

  if (certificates.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  if (certificates.isError)
    return <Alert color="red" icon={<IconAlertTriangle />} title={t('clientCertificates.loadError')} />;
  if (certificates.data.length === 0)
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <IconCertificate size={48} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={700}>{t('clientCertificates.empty')}</Text>
        <Text c="dimmed" maw={420}>
          {t('clientCertificates.emptyText')}
        </Text>
      </Stack>
    );
  return (
    <Stack>
      <TextInput
        label={t('clientCertificates.search')}
        placeholder={t('clientCertificates.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('clientCertificates.noMatch')}</Text>
      ) : phone ? (
        <CertificateCards certificates={shown} />
      ) : (
        <CertificateTable certificates={shown} />
      )}
    </Stack>
  );
}
