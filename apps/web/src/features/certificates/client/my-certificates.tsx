import { Button, Stack, TextInput } from '@mantine/core';
import { IconCertificate, IconDownload, IconSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ClientCertificate, certificateCourseName } from '@tc/contracts/schemas';
import { useState } from 'react';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { formatCalendarDate } from '../../../app/dates';
import { noMatch } from '../../../app/empty-state';
import { pageLanguage, useTranslation } from '../../../i18n/translate';
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

/**
 * My Certificates: the client's certificates, searchable by number, each Valid or Expired and
 * downloadable (the PDF opens in a new window).
 */
export function MyCertificates({
  certificates,
}: {
  certificates: UseQueryResult<ClientCertificate[], unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const query = search.trim().toUpperCase();
  const all = certificates.data ?? [];
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const columns: Column<ClientCertificate>[] = [
    {
      key: 'number',
      label: t('clientCertificates.columns.number'),
      card: 'title',
      nowrap: true,
      cell: (certificate) => <strong>{certificate.certificateNumber}</strong>,
    },
    {
      key: 'course',
      label: t('clientCertificates.columns.course'),
      card: 'subtitle',
      cell: (certificate) => certificateCourseName(certificate, pageLanguage()),
    },
    {
      key: 'issued',
      label: t('clientCertificates.columns.issueDate'),
      nowrap: true,
      cell: (certificate) => date(certificate.issueDate),
    },
    {
      key: 'expires',
      label: t('clientCertificates.columns.expiryDate'),
      nowrap: true,
      cell: (certificate) => date(certificate.expiryDate),
    },
    {
      key: 'status',
      label: t('clientCertificates.columns.status'),
      card: 'badge',
      cell: (certificate) => <ValidityBadge status={certificate.status} />,
    },
    {
      key: 'actions',
      label: t('clientCertificates.columns.actions'),
      cell: (certificate) => <DownloadButton certificate={certificate} />,
    },
  ];

  return (
    <Stack>
      {all.length > 0 && (
        <TextInput
          label={t('clientCertificates.search')}
          placeholder={t('clientCertificates.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
      )}
      <DataTable
        query={certificates}
        rows={all.filter((certificate) => certificate.certificateNumber.toUpperCase().includes(query))}
        columns={columns}
        rowKey={(certificate) => certificate.id}
        label={t('clientPortal.myCertificates')}
        empty={
          all.length > 0
            ? noMatch(t('clientCertificates.noMatch'))
            : {
                icon: <IconCertificate />,
                title: t('clientCertificates.empty'),
                text: t('clientCertificates.emptyText'),
              }
        }
        loadError={t('clientCertificates.loadError')}
      />
    </Stack>
  );
}
