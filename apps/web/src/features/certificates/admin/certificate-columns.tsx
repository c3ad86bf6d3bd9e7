import { IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import {
  type Certificate,
  certificateCourseName,
  type certificateListInput,
  type SortKeyOf,
} from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCalendarDate } from '../../../app/dates';
import { pageLanguage, type TFunction } from '../../../i18n/translate';
import { certificateDownloadUrl, ValidityBadge } from '../validity-badge';

export const certificateCompany = (certificate: Certificate) =>
  certificate.user.companyName ?? certificate.user.email;

/** The client certificates: number, company, course, dates, validity and who published it. */
export function certificateColumns(
  t: TFunction,
  language: string,
): Column<Certificate, SortKeyOf<typeof certificateListInput>>[] {
  const date = (value: string) => formatCalendarDate(value, language);
  return [
    {
      key: 'number',
      sort: 'certificateNumber',
      label: t('adminCertificates.columns.number'),
      card: 'title',
      nowrap: true,
      cell: (certificate) => <strong>{certificate.certificateNumber}</strong>,
    },
    {
      key: 'client',
      sort: 'client',
      label: t('adminCertificates.columns.client'),
      card: 'subtitle',
      cell: certificateCompany,
    },
    {
      key: 'status',
      label: t('adminCertificates.columns.status'),
      card: 'badge',
      cell: (certificate) => <ValidityBadge status={certificate.status} />,
    },
    {
      key: 'course',
      sort: 'course',
      label: t('adminCertificates.columns.course'),
      cell: (certificate) => certificateCourseName(certificate, pageLanguage()),
    },
    {
      key: 'issued',
      sort: 'issueDate',
      label: t('adminCertificates.columns.issueDate'),
      nowrap: true,
      cell: (certificate) => date(certificate.issueDate),
    },
    {
      key: 'expires',
      sort: 'expiryDate',
      label: t('adminCertificates.columns.expiryDate'),
      nowrap: true,
      cell: (certificate) => date(certificate.expiryDate),
    },
    {
      key: 'publishedBy',
      label: t('adminCertificates.columns.publishedBy'),
      cell: (certificate) => certificate.publishedByName ?? '–',
    },
  ];
}

/** Open the PDF in a new window; edit its dates and numbers; delete (after asking). */
export function certificateActions(
  t: TFunction,
  certificate: Certificate,
  edit: () => void,
  remove: () => void,
): RowAction[] {
  return [
    {
      key: 'open',
      label: t('adminCertificates.open'),
      icon: <IconExternalLink size={16} aria-hidden />,
      href: certificateDownloadUrl(certificate.id),
    },
    {
      key: 'edit',
      label: t('adminCertificates.edit'),
      icon: <IconEdit size={16} aria-hidden />,
      onClick: edit,
    },
    {
      key: 'delete',
      label: t('adminCertificates.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      onClick: remove,
      danger: true,
    },
  ];
}
