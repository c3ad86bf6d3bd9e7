import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import {
  type CertificateSearchResult,
  centreDate,
  certificateCourseName,
  isMaskedNationalId,
} from '@tc/contracts/schemas';
import { formatCalendarDate } from '../../app/dates';
import { useTranslation } from '../../i18n/translate';
import classes from './certificates.module.css';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" fz="sm" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0} className={classes.value}>
        {value}
      </Text>
    </div>
  );
}

const looks = {
  valid: { className: classes.valid, color: '#1e6b30', Icon: IconCircleCheck },
  expired: { className: classes.expired, color: '#b42318', Icon: IconCircleX },
  revoked: { className: classes.revoked, color: 'dark.7', Icon: IconBan },
} as const;

/**
 * A certificate found by the search or opened from its QR code: its details and, big, VALID in
 * green, EXPIRED in red, or REVOKED in black with the centre's reason.
 */
export function CertificateResult({ certificate }: { certificate: CertificateSearchResult }) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const { status } = certificate;
  const look = looks[status];
  const birth = certificate.dateOfBirth
    ? { label: t('certificateSearch.dateOfBirth'), value: date(certificate.dateOfBirth) }
    : certificate.yearOfBirth
      ? { label: t('certificateSearch.yearOfBirth'), value: String(certificate.yearOfBirth) }
      : null;

  return (
    <Card padding={0} shadow="sm" className={look.className}>
      <Group gap="md" p="lg" wrap="nowrap" className={classes.status}>
        <ThemeIcon size={56} radius="xl" variant="white" color={look.color} aria-hidden>
          <look.Icon size={36} />
        </ThemeIcon>
        <div>
          <Text className={classes.statusWord}>{t(`certificateSearch.${status}`)}</Text>
          <Text fw={600}>{t(`certificateSearch.${status}Text`)}</Text>
          {status === 'revoked' && certificate.revokedReason && (
            <Text mt={4}>
              {t('certificateSearch.revokedReason', { reason: certificate.revokedReason })}
              {certificate.revokedAt &&
                ` · ${t('certificateSearch.revokedOn', { date: date(centreDate(new Date(certificate.revokedAt))) })}`}
            </Text>
          )}
        </div>
      </Group>
      <div className={classes.details}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
          <Field label={t('certificateSearch.certificateNumber')} value={certificate.certificateNumber} />
          <Field label={t('certificateSearch.studentName')} value={certificate.studentName} />
          {certificate.nationalId && (
            <Field
              label={t(
                isMaskedNationalId(certificate.nationalId)
                  ? 'certificateSearch.nationalIdMasked'
                  : 'certificateSearch.nationalId',
              )}
              value={certificate.nationalId}
            />
          )}
          {birth && <Field label={birth.label} value={birth.value} />}
          <Field label={t('certificateSearch.course')} value={certificateCourseName(certificate)} />
          <Field label={t('certificateSearch.publishDate')} value={date(certificate.publishDate)} />
          <Field
            label={t('certificateSearch.expiryDate')}
            value={certificate.expiryDate ? date(certificate.expiryDate) : t('certificateSearch.noExpiry')}
          />
        </SimpleGrid>
      </div>
    </Card>
  );
}
