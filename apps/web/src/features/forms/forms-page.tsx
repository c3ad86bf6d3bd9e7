import { Button, Card, Container, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconClipboardText, IconClipboardX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PublicFormSummary } from '@tc/contracts/schemas';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../app/trpc';
import { Localized, pageText } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import { PageHeader } from '../layout/page-header';
import { QueryGrid } from '../layout/query-grid';
import classes from './forms.module.css';

const skeletonCount = 3;
const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

function FormCardSkeleton() {
  return (
    <Card padding="lg">
      <Skeleton height={40} width={40} />
      <Skeleton height={22} width="70%" mt="md" />
      <Skeleton height={14} mt="sm" />
      <Skeleton height={36} width={120} mt="lg" />
    </Card>
  );
}

function FormCard({ form }: { form: PublicFormSummary }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg" className={classes.card}>
      <ThemeIcon size={40} variant="light" aria-hidden>
        <IconClipboardText size={22} />
      </ThemeIcon>
      <Title order={2} fz="lg" mt="md">
        <Localized item={form} field="title" />
      </Title>
      {form.description && (
        <Text c="dimmed" mt={4} className={classes.description}>
          <Localized item={form} field="description" />
        </Text>
      )}
      <div className={classes.open}>
        <Button
          component={Link}
          to={`/forms/${form.slug}`}
          rightSection={<IconArrowRight size={18} className="mantine-rotate-rtl" aria-hidden />}
          aria-label={t('forms.openFormNamed', { title: pageText(form, 'title') })}
        >
          {t('forms.openForm')}
        </Button>
      </div>
    </Card>
  );
}

/** /forms: the active public forms, each leading to its own page. */
export function FormsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const forms = useQuery(trpc.forms.listPublic.queryOptions());

  return (
    <>
      <PageHeader title={t('forms.title')} subtitle={t('forms.subtitle')} />
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <QueryGrid
          query={forms}
          grid={grid}
          skeleton={<FormCardSkeleton />}
          skeletonCount={skeletonCount}
          errorTitle={t('forms.fetchError')}
          empty={{ icon: <IconClipboardX />, title: t('forms.emptyTitle'), text: t('forms.emptyText') }}
          itemKey={(form) => form.id}
          renderItem={(form) => <FormCard form={form} />}
        />
      </Container>
    </>
  );
}
