import {
  Alert,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconFileSearch, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CERTIFICATE_QUERY_MAX_LENGTH, certificateSearchInputSchema } from '@tc/contracts/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import '../../app/mantine-styles-forms';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { CertificateResult } from './certificate-result';
import classes from './certificates.module.css';
import { searchFailure } from './search-failure';

/** What the search found, or why it found nothing. */
function SearchOutcome({ search }: { search: ReturnType<typeof useCertificateSearch>['search'] }) {
  const { t } = useTranslation();
  if (search.isFetching) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('certificateSearch.searching')} />
      </Center>
    );
  }
  if (search.data) return <CertificateResult certificate={search.data} />;
  if (!search.isError) return null;
  const failure = searchFailure(search.error);
  if (failure === 'notFound') {
    return (
      <Card padding="xl" className={classes.notFound}>
        <Stack align="center" ta="center" gap="xs">
          <IconFileSearch size={48} aria-hidden className={classes.notFoundIcon} />
          <Title order={3}>{t('certificateSearch.notFoundTitle')}</Title>
          <Text c="dimmed" maw={480}>
            {t('certificateSearch.notFoundText')}
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('certificateSearch.failedTitle')}>
      {failure === 'throttled'
        ? serverMessage(search.error, t('certificateSearch.unreachable'))
        : t('certificateSearch.unreachable')}
    </Alert>
  );
}

/** The search runs when asked, not on each keystroke; asking again for the same text asks the server again. */
function useCertificateSearch() {
  const trpc = useTRPC();
  const [query, setQuery] = useState<string | null>(null);
  const search = useQuery({
    ...trpc.publicCertificates.search.queryOptions({ query: query ?? '' }),
    enabled: query !== null,
  });
  const submit = (next: string) => {
    if (next === query) void search.refetch();
    else setQuery(next);
  };
  return { search, submit };
}

/** The landing page's certificate verification: a certificate number or national ID in, the certificate out. */
export function CertificateSearchSection() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { search, submit } = useCertificateSearch();
  // The server's own rule: trimmed, 1 to CERTIFICATE_QUERY_MAX_LENGTH characters.
  const parsed = certificateSearchInputSchema.safeParse({ query: text });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (parsed.success) submit(parsed.data.query);
  };

  return (
    <section aria-labelledby="certificates-title" className={classes.section}>
      <Container size="md" py={{ base: 40, sm: 72 }}>
        <Stack gap="xs" mb="xl">
          <Title id="certificates-title" order={1} className={classes.title}>
            {t('certificateSearch.title')}
          </Title>
          <Text fz="lg" c="dimmed">
            {t('certificateSearch.subtitle')}
          </Text>
        </Stack>
        <Card component="search" padding="lg" shadow="sm" mb="xl">
          <form onSubmit={onSubmit}>
            <Group align="flex-end" gap="sm" className={classes.searchRow}>
              <TextInput
                label={t('certificateSearch.label')}
                placeholder={t('certificateSearch.placeholder')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                maxLength={CERTIFICATE_QUERY_MAX_LENGTH}
                size="md"
                className={classes.searchInput}
                autoComplete="off"
                spellCheck={false}
              />
              <Button
                type="submit"
                size="md"
                disabled={!parsed.success}
                className={classes.searchButton}
                leftSection={<IconSearch size={18} aria-hidden />}
              >
                {t('certificateSearch.submit')}
              </Button>
            </Group>
          </form>
        </Card>
        <div aria-live="polite">
          <SearchOutcome search={search} />
        </div>
      </Container>
    </section>
  );
}
