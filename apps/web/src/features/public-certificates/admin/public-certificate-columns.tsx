import { Text } from '@mantine/core';
import { IconBan, IconBuilding, IconExternalLink, IconQrcode, IconTrash } from '@tabler/icons-react';
import {
  certificateCourseName,
  type PublicCertificate,
  type publicCertificateListInput,
  type SortKeyOf,
} from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCalendarDate } from '../../../app/dates';
import type { TFunction } from '../../../i18n/translate';
import { ValidityBadge } from '../../certificates/validity-badge';

const qrUrl = (certificate: PublicCertificate, format: 'png' | 'svg') =>
  `/api/admin/public-certificates/${certificate.id}/qr.${format}`;

/**
 * The directory: number, student (with the national ID), course, the client company that sent the student,
 * dates, and the status (with a revocation's reason). `clientName` gives a client account's company.
 */
export function publicCertificateColumns(
  t: TFunction,
  language: string,
  clientName: (id: string) => string | undefined,
): Column<PublicCertificate, SortKeyOf<typeof publicCertificateListInput>>[] {
  const date = (value: string | null) => (value ? formatCalendarDate(value, language) : '–');
  return [
    {
      key: 'number',
      sort: 'certificateNumber',
      label: t('publicCertificates.columns.number'),
      card: 'title',
      nowrap: true,
      cell: (certificate) => <strong>{certificate.certificateNumber}</strong>,
    },
    {
      key: 'student',
      sort: 'studentName',
      label: t('publicCertificates.columns.student'),
      card: 'subtitle',
      // The national ID rides under the name: a column of its own would not fit the console's width.
      cell: (certificate) => (
        <>
          {certificate.studentName}
          {certificate.nationalId && (
            <Text fz="xs" c="dimmed">
              {t('publicCertificates.columns.nationalId')} {certificate.nationalId}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'status',
      label: t('publicCertificates.columns.status'),
      card: 'badge',
      cell: (certificate) => (
        <>
          <ValidityBadge status={certificate.status} />
          {certificate.revokedReason && (
            <Text fz="xs" c="dimmed">
              {t('certificateSearch.revokedReason', { reason: certificate.revokedReason })}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'course',
      sort: 'course',
      label: t('publicCertificates.columns.course'),
      cell: certificateCourseName,
    },
    {
      key: 'client',
      label: t('publicCertificates.columns.client'),
      // Blank while the accounts load, never a dash that would say there is none.
      cell: (certificate) => (certificate.clientId ? (clientName(certificate.clientId) ?? '') : '–'),
    },
    {
      key: 'published',
      sort: 'publishDate',
      label: t('publicCertificates.columns.publishDate'),
      nowrap: true,
      cell: (certificate) => date(certificate.publishDate),
    },
    {
      key: 'expires',
      sort: 'expiryDate',
      label: t('publicCertificates.columns.expiryDate'),
      nowrap: true,
      cell: (certificate) => date(certificate.expiryDate),
    },
  ];
}

export type PublicCertificateAction = 'client' | 'revoke' | 'delete';

/** Its verification page, its QR code to print, its client company, revoke (while not revoked), delete. */
export function publicCertificateActions(
  t: TFunction,
  certificate: PublicCertificate,
  open: (action: PublicCertificateAction) => void,
): RowAction[] {
  const qr = <IconQrcode size={16} aria-hidden />;
  return [
    {
      key: 'open',
      label: t('publicCertificates.actions.open'),
      icon: <IconExternalLink size={16} aria-hidden />,
      href: certificate.verificationUrl,
    },
    {
      key: 'png',
      label: t('publicCertificates.actions.qrPng'),
      icon: qr,
      href: qrUrl(certificate, 'png'),
      download: true,
    },
    {
      key: 'svg',
      label: t('publicCertificates.actions.qrSvg'),
      icon: qr,
      href: qrUrl(certificate, 'svg'),
      download: true,
    },
    {
      key: 'client',
      label: t('publicCertificates.actions.client'),
      icon: <IconBuilding size={16} aria-hidden />,
      onClick: () => open('client'),
    },
    ...(certificate.status === 'revoked'
      ? []
      : [
          {
            key: 'revoke',
            label: t('publicCertificates.actions.revoke'),
            icon: <IconBan size={16} aria-hidden />,
            onClick: () => open('revoke'),
          },
        ]),
    {
      key: 'delete',
      label: t('publicCertificates.actions.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      onClick: () => open('delete'),
      danger: true,
    },
  ];
}
