import '../../../app/mantine-styles-portal';
import { Alert, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { PublicQuotation } from '@tc/contracts/schemas';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { PageHead } from '../../../app/page-head';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { errorCode } from '../error-code';
import { AcceptQuotationForm } from './accept-quotation-form';
import { DeclineQuotationForm } from './decline-quotation-form';
import { QuotationDecision } from './quotation-decision';
import { QuotationDetails } from './quotation-details';
import classes from './quotation-page.module.css';

/** Accept and Decline, each in its card, while the quotation is open. */
function DecisionForms(props: Parameters<typeof AcceptQuotationForm>[0]) {
  const { t } = useTranslation();
  return (
    <>
      <Card padding="lg" component="section" aria-labelledby="accept-title">
        <Title id="accept-title" order={2} fz="h3" mb="xs">
          {t('quotationPage.accept.title')}
        </Title>
        <Text fz="sm" c="dimmed" mb="md">
          {t('quotationPage.accept.text')}
        </Text>
        <AcceptQuotationForm {...props} />
      </Card>
      <Card padding="lg" component="section" aria-labelledby="decline-title">
        <Title id="decline-title" order={2} fz="h3" mb="md">
          {t('quotationPage.decline.title')}
        </Title>
        <DeclineQuotationForm {...props} />
      </Card>
    </>
  );
}

/**
 * /quote/<token>: the client's own quotation, no account needed (the link is the key). Opening it
 * tells the centre it was viewed; while it is open the client accepts with a name and a drawn
 * signature, or declines with a reason; afterwards the page says who decided and when.
 */
export function QuotationPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { token = '' } = useParams();
  const view = useMutation(trpc.quotationLink.view.mutationOptions());
  const [decided, setDecided] = useState<PublicQuotation | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const viewed = useRef<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Opening counts once: React's development mode runs effects twice, and a view marks the quotation.
    if (viewed.current === token) return;
    viewed.current = token;
    view.mutate({ token });
  }, [token, view.mutate]);

  const quotation = decided ?? view.data;
  // The answer replaces the forms below: the page goes back to its top, where it says what happened.
  const showOutcome = () => requestAnimationFrame(() => title.current?.focus());
  const onDecided = (answer: PublicQuotation) => {
    setDecided(answer);
    showOutcome();
  };
  const refused = (message: string) => {
    setRefusal(message);
    showOutcome();
    // Someone decided first: read the quotation again, so the page shows what happened.
    view.mutate({ token }, { onSuccess: () => setDecided(null) });
  };
  const notFound = view.isError && errorCode(view.error) === 'NOT_FOUND';

  return (
    <section aria-labelledby="quotation-title" className={classes.section}>
      <PageHead
        title={
          quotation
            ? t('quotationPage.title', { number: quotation.quotationNumber })
            : t('quotationPage.heading')
        }
      />
      <Container size="md" py={{ base: 32, sm: 56 }}>
        <Title id="quotation-title" ref={title} tabIndex={-1} order={1} className={classes.title} mb="lg">
          {quotation
            ? t('quotationPage.title', { number: quotation.quotationNumber })
            : t('quotationPage.heading')}
        </Title>
        <Stack>
          {!quotation && !view.isError && (
            <Center py="xl">
              <Loader role="progressbar" aria-label={t('common.loading')} />
            </Center>
          )}
          {notFound && (
            <Card padding="xl">
              <Stack align="center" ta="center" gap="xs">
                <IconFileSearch size={48} aria-hidden />
                <Title order={2}>{t('quotationPage.notFoundTitle')}</Title>
                <Text c="dimmed" maw={480}>
                  {serverMessage(view.error, t('quotationPage.notFoundText'))}
                </Text>
              </Stack>
            </Card>
          )}
          {view.isError && !notFound && !quotation && (
            <LoadErrorAlert title={t('quotationPage.loadFailed')} onRetry={() => view.mutate({ token })}>
              {serverMessage(view.error, t('quotationPage.failed'))}
            </LoadErrorAlert>
          )}
          {refusal && (
            <Alert
              color="orange"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('quotationPage.refusedTitle')}
              role="alert"
            >
              {refusal}
            </Alert>
          )}
          {quotation && !quotation.canDecide && <QuotationDecision quotation={quotation} />}
          {quotation && <QuotationDetails quotation={quotation} token={token} />}
          {quotation?.canDecide && <DecisionForms token={token} onDecided={onDecided} onRefused={refused} />}
        </Stack>
      </Container>
    </section>
  );
}
