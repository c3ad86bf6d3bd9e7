import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconClipboardX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LocalizedText } from '@tc/contracts/localized';
import type { PublicForm } from '@tc/contracts/schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import craneMarkUrl from '../../app/brand/crane-mark.svg';
import { PageHead } from '../../app/page-head';
import { usePostedForm } from '../../app/posted-form';
import { useTRPC } from '../../app/trpc';
import { Localized, pageText, textAttributes } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import classes from './forms.module.css';
import { formText, PublicFormBody } from './public-form-body';

/** /forms/:slug: one active form to fill in, its thank-you screen, or 'Form Not Found'. */
export function FormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { slug = '' } = useParams();
  // Read afresh on every visit: a form deactivated since must not be offered from the cache.
  const form = useQuery({ ...trpc.forms.getPublic.queryOptions({ slug }), staleTime: 0 });
  const notFound = form.error?.data?.code === 'NOT_FOUND';

  return (
    <Container size="sm" py={{ base: 24, sm: 40 }}>
      <BackToForms />
      {form.isPending && (
        <Center py="xl" role="status">
          <Group gap="sm">
            <Loader size="md" aria-hidden />
            <Text fw={600}>{t('common.loading')}</Text>
          </Group>
        </Center>
      )}
      {notFound && <FormNotFound />}
      {form.isError && !notFound && (
        <>
          <PageHead title={t('forms.loadError')} />
          <Alert color="red" icon={<IconAlertTriangle />} title={t('forms.loadError')} mt="lg" />
        </>
      )}
      {form.data && <FormCard key={form.data.id} form={form.data} />}
    </Container>
  );
}

function BackToForms() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/forms" fw={600}>
      <Group component="span" gap={6}>
        <IconArrowLeft size={18} className="mantine-rotate-rtl" aria-hidden />
        {t('forms.backToForms')}
      </Group>
    </Anchor>
  );
}

function PageCard({ children }: { children: ReactNode }) {
  return (
    <Card padding="lg" mt="lg" className={classes.formCard}>
      {children}
    </Card>
  );
}

/** The form, then, once sent (by the page, or posted without JavaScript), its thank-you screen in its place. */
function FormCard({ form }: { form: PublicForm }) {
  const { t } = useTranslation();
  const posted = usePostedForm(form.slug)?.outcome;
  const [sentMessage, setSentMessage] = useState<LocalizedText | null>(() =>
    posted?.sent
      ? formText(
          { ...form, successMessage: posted.successMessage ?? form.successMessage },
          'successMessage',
          t('forms.thankYouText'),
        )
      : null,
  );
  if (sentMessage !== null) {
    return (
      <PageCard>
        <PageHead title={t('forms.thankYouTitle')} />
        <ThankYou message={sentMessage} />
      </PageCard>
    );
  }
  return (
    <PageCard>
      <PageHead title={pageText(form, 'title')} />
      <Stack align="center" ta="center" gap="xs" mb="lg">
        <img src={craneMarkUrl} alt={t('brand.name')} width={56} height={56} />
        <Title order={1} className={classes.formTitle}>
          <Localized item={form} field="title" />
        </Title>
        {form.description && (
          <Text c="dimmed" className={classes.description}>
            <Localized item={form} field="description" />
          </Text>
        )}
      </Stack>
      <PublicFormBody form={form} onSent={setSentMessage} />
    </PageCard>
  );
}

function ThankYou({ message }: { message: LocalizedText }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The long form is gone: start the screen at its top, and tell screen readers where they are.
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Stack align="center" ta="center" gap="xs" py="md">
      <IconCircleCheck size={56} aria-hidden className={classes.thankYouIcon} />
      <Title order={1} fz="h2" tabIndex={-1} ref={heading} className={classes.focusTarget}>
        {t('forms.thankYouTitle')}
      </Title>
      <Text className={classes.description} {...textAttributes(message.language)}>
        {message.text || t('forms.thankYouText')}
      </Text>
      <Button component={Link} to="/forms" variant="light" mt="md">
        {t('forms.backToForms')}
      </Button>
    </Stack>
  );
}

function FormNotFound() {
  const { t } = useTranslation();
  return (
    <PageCard>
      <PageHead title={t('forms.notFoundTitle')} />
      <Stack align="center" ta="center" gap="xs" py="md">
        <IconClipboardX size={48} aria-hidden className={classes.notFoundIcon} />
        <Title order={1} fz="h2">
          {t('forms.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('forms.notFoundText')}</Text>
        <Button component={Link} to="/forms" mt="md">
          {t('forms.backToForms')}
        </Button>
      </Stack>
    </PageCard>
  );
}
