import { Alert, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { PageHead } from '../../app/page-head';
import { siteAddress } from '../../app/site-address';
import { credentialData } from '../../app/structured-data';
import { useTRPC } from '../../app/trpc';
import { pageLanguage, useTranslation } from '../../i18n/translate';
import { certificateTexts } from '../../i18n/verification-texts';
import { CertificateResult } from './certificate-result';
import classes from './certificates.module.css';
import { searchFailure } from './search-failure';

/**
 * /verify/<code>: the address in a certificate's QR code. Whoever scans it (an employer, a port's
 * gate) sees the record as the centre holds it now: VALID, EXPIRED or REVOKED with the reason,
 * in the page's language and, under it, the other one.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { code = '' } = useParams();
  const verification = useQuery({
    ...trpc.publicCertificates.verify.queryOptions({ code }),
    retry: false,
    staleTime: 0,
  });
  const failure = verification.isError ? searchFailure(verification.error) : null;
  // Bilingual by default: whoever scans the QR code at a gate may read either language.
  const other = pageLanguage() === 'ar' ? 'en' : 'ar';

  return (
    <section aria-labelledby="verify-title" className={classes.section}>
      <PageHead
        title={t('verifyPage.title')}
        // A person's certificate is not search-engine content; a crawler still reads what it is.
        noindex
        structuredData={
          verification.data
            ? credentialData(
                siteAddress(),
                {
                  ...verification.data,
                  courseName: verification.data.courseName ?? verification.data.certificateNumber,
                },
                t('brand.name'),
              )
            : undefined
        }
      />
      <Container size="md" py={{ base: 40, sm: 72 }}>
        <Stack gap="xs" mb="xl">
          <Title id="verify-title" order={1} className={classes.title}>
            {t('verifyPage.title')}
          </Title>
          <Text fz="lg" c="dimmed">
            {t('verifyPage.subtitle')}
          </Text>
        </Stack>
        <div aria-live="polite">
          {verification.isPending && (
            <Center py="xl">
              <Loader role="progressbar" aria-label={t('verifyPage.checking')} />
            </Center>
          )}
          {verification.data && (
            <CertificateResult
              certificate={verification.data}
              second={{ language: other, texts: certificateTexts[other] }}
            />
          )}
          {failure === 'notFound' && (
            <Card padding="xl" className={classes.notFound}>
              <Stack align="center" ta="center" gap="xs">
                <IconFileSearch size={48} aria-hidden className={classes.notFoundIcon} />
                <Title order={2}>{t('certificateSearch.notFoundTitle')}</Title>
                <Text c="dimmed" maw={480}>
                  {t('verifyPage.notFoundText')}
                </Text>
              </Stack>
            </Card>
          )}
          {failure && failure !== 'notFound' && (
            <Alert color="red" icon={<IconAlertTriangle />} title={t('certificateSearch.failedTitle')}>
              {t('certificateSearch.unreachable')}
            </Alert>
          )}
        </div>
      </Container>
    </section>
  );
}
