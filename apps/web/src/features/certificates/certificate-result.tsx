import { Card, Group, SimpleGrid, Text, type TextProps, ThemeIcon } from '@mantine/core';
import { IconBan, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { type Language, textDirection } from '@tc/contracts/language';
import {
  type CertificateSearchResult,
  centreDate,
  certificateCourseName,
  isMaskedNationalId,
} from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../../app/dates';
import { useTranslation } from '../../i18n/translate';
import type { CertificateTexts } from '../../i18n/verification-texts';
import classes from './certificates.module.css';

/** The certificate's texts in a second language, shown under the page's (the verification page). */
export interface SecondLanguage {
  language: Language;
  texts: CertificateTexts;
}

/** A text of the second language, in its own language and direction (a line of its own in a label). */
function InSecond({
  second,
  inLabel = false,
  children,
  ...props
}: { second: SecondLanguage; inLabel?: boolean; children: ReactNode } & TextProps) {
  const own = { lang: second.language, dir: textDirection(second.language) };
  if (inLabel) {
    return (
      <Text component="span" display="block" fz="xs" {...own} {...props}>
        {children}
      </Text>
    );
  }
  return (
    <Text {...own} {...props}>
      {children}
    </Text>
  );
}

function Field({ label, secondLabel, value }: { label: string; secondLabel?: ReactNode; value: string }) {
  return (
    <div>
      <Text component="dt" fz="sm" fw={600} c="dimmed">
        {label}
        {secondLabel}
      </Text>
      <Text component="dd" fw={600} m={0} className={classes.value}>
        <bdi>{value}</bdi>
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
 * green, EXPIRED in red, or REVOKED in black with the centre's reason. With `second`, the state and
 * every label also in that language, one under the other.
 */
export function CertificateResult({
  certificate,
  second,
}: {
  certificate: CertificateSearchResult;
  second?: SecondLanguage;
}) {
  const { t, i18n } = useTranslation();
  const label = (key: keyof CertificateTexts) =>
    second && (
      <InSecond second={second} inLabel fw={600} c="dimmed">
        {second.texts[key]}
      </InSecond>
    );
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const { status } = certificate;
  const look = looks[status];
  const birth = certificate.dateOfBirth
    ? {
        key: 'dateOfBirth' as const,
        label: t('certificateSearch.dateOfBirth'),
        value: date(certificate.dateOfBirth),
      }
    : certificate.yearOfBirth
      ? {
          key: 'yearOfBirth' as const,
          label: t('certificateSearch.yearOfBirth'),
          value: String(certificate.yearOfBirth),
        }
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
          {second && (
            <>
              <InSecond second={second} className={classes.statusWord} mt="xs">
                {second.texts[status]}
              </InSecond>
              <InSecond second={second} fw={600}>
                {second.texts[`${status}Text`]}
              </InSecond>
            </>
          )}
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
          <Field
            label={t('certificateSearch.certificateNumber')}
            secondLabel={label('certificateNumber')}
            value={certificate.certificateNumber}
          />
          <Field
            label={t('certificateSearch.studentName')}
            secondLabel={label('studentName')}
            value={certificate.studentName}
          />
          {certificate.nationalId && (
            <Field
              label={t(
                isMaskedNationalId(certificate.nationalId)
                  ? 'certificateSearch.nationalIdMasked'
                  : 'certificateSearch.nationalId',
              )}
              secondLabel={label(
                isMaskedNationalId(certificate.nationalId) ? 'nationalIdMasked' : 'nationalId',
              )}
              value={certificate.nationalId}
            />
          )}
          {birth && <Field label={birth.label} secondLabel={label(birth.key)} value={birth.value} />}
          <Field
            label={t('certificateSearch.course')}
            secondLabel={label('course')}
            value={certificateCourseName(certificate)}
          />
          <Field
            label={t('certificateSearch.publishDate')}
            secondLabel={label('publishDate')}
            value={date(certificate.publishDate)}
          />
          <Field
            label={t('certificateSearch.expiryDate')}
            secondLabel={label('expiryDate')}
            value={certificate.expiryDate ? date(certificate.expiryDate) : t('certificateSearch.noExpiry')}
          />
        </SimpleGrid>
      </div>
    </Card>
  );
}
