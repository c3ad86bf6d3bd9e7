import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type PrivacyEraseResult, privacyPersonInputSchema } from '@tc/contracts/schemas';
import { useState } from 'react';
import { formResolver } from '../../../app/form-resolver';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { ErasePersonModal } from './erase-person-modal';
import { EraseResult } from './erase-result';
import { type Person, personLabel } from './person';
import { PersonalDataFound } from './personal-data-found';

const checkPerson = formResolver(privacyPersonInputSchema);

/** The person as the procedures take them: what was typed, blank fields left out. */
function personOf(values: { email: string; nationalId: string }): Person {
  const email = values.email.trim();
  const nationalId = values.nationalId.trim();
  return { ...(email && { email }), ...(nationalId && { nationalId }) };
}

/** What is on screen after a search: nothing yet, the rows found, or those after an erasure. */
interface Searched {
  person: Person;
  erased: PrivacyEraseResult | null;
}

/**
 * Find a person by e-mail and/or national ID: the rows held about them per kind, their account,
 * the export to download, and the erasure (whose outcome shows above the search made again).
 */
export function PersonSearch() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({ initialValues: { email: '', nationalId: '' }, validate: checkPerson });
  const [searched, setSearched] = useState<Searched | null>(null);
  const [erasing, setErasing] = useState(false);
  // Each export is audited: it runs when Find is pressed (and after an erasure), never on its own,
  // and a person found before is read again rather than shown as it was then.
  const exported = useQuery({
    ...trpc.privacy.export.queryOptions(searched?.person ?? {}),
    enabled: searched !== null,
    staleTime: 0,
  });

  const find = (values: { email: string; nationalId: string }) => {
    const person = personOf(values);
    if (searched && JSON.stringify(searched.person) === JSON.stringify(person)) void exported.refetch();
    setSearched({ person, erased: null });
  };

  return (
    <Card padding="lg">
      <Stack>
        <div>
          <Title order={3}>{t('privacy.search.title')}</Title>
          <Text c="dimmed" fz="sm">
            {t('privacy.search.text')}
          </Text>
        </div>
        <form onSubmit={form.onSubmit(find)} noValidate aria-label={t('privacy.search.title')}>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('privacy.search.email')}
              type="email"
              autoComplete="off"
              dir="ltr"
              maxLength={254}
              flex="1 1 16rem"
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('privacy.search.nationalId')}
              autoComplete="off"
              dir="ltr"
              maxLength={50}
              flex="1 1 12rem"
              {...form.getInputProps('nationalId')}
            />
            <Button
              type="submit"
              mt={25}
              leftSection={<IconSearch size={18} aria-hidden />}
              loading={exported.isFetching}
            >
              {t('privacy.search.find')}
            </Button>
          </Group>
        </form>
        {searched?.erased && (
          <EraseResult
            result={searched.erased}
            person={personLabel(searched.person)}
            onClose={() => setSearched({ ...searched, erased: null })}
          />
        )}
        {exported.isError && (
          <LoadErrorAlert title={t('privacy.search.loadError')} onRetry={() => void exported.refetch()}>
            <Text fz="sm">{serverMessage(exported.error, t('privacy.search.loadError'))}</Text>
          </LoadErrorAlert>
        )}
        {searched && exported.data && (
          <PersonalDataFound data={exported.data} person={searched.person} onErase={() => setErasing(true)} />
        )}
      </Stack>
      {erasing && searched && (
        <ErasePersonModal
          person={searched.person}
          onClose={() => setErasing(false)}
          onErased={(erased) => {
            setErasing(false);
            setSearched({ person: searched.person, erased });
          }}
        />
      )}
    </Card>
  );
}
