import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { centreDate, erasureRefusal, type PersonalData } from '@tc/contracts/schemas';
import { formatCentreDay } from '../../../app/dates';
import { notifySuccess } from '../../../app/notify';
import { useTranslation } from '../../../i18n/translate';
import { useSessionUser } from '../../session/use-session';
import { type Person, personLabel } from './person';
import { PersonalDataCounts } from './personal-data-counts';
import { saveJson } from './save-json';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The person's account as the export has it: name, e-mail, role, state, since when. */
function AccountSummary({ account }: { account: NonNullable<PersonalData['account']> }) {
  const { t, i18n } = useTranslation();
  const role = text(account.role);
  const name = `${text(account.firstName)} ${text(account.lastName)}`.trim();
  const createdAt = text(account.createdAt);
  return (
    <Stack gap={4}>
      {/* Each value isolated (<bdi>): 'Gulf Ports W.L.L.' keeps its full stop at its end on an Arabic page. */}
      {name && (
        <Text fw={600}>
          <bdi>{name}</bdi>
        </Text>
      )}
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{text(account.email)}</bdi>
      </Text>
      {text(account.companyName) && (
        <Text fz="sm">
          <bdi>{text(account.companyName)}</bdi>
        </Text>
      )}
      <Group gap="xs" mt={4}>
        {(role === 'admin' || role === 'client' || role === 'instructor') && (
          <Badge variant="light">{t(`roles.${role}`)}</Badge>
        )}
        <Badge variant="light" color={account.isActive === true ? 'green' : 'gray'}>
          {account.isActive === true ? t('privacy.found.active') : t('privacy.found.inactive')}
        </Badge>
      </Group>
      {createdAt && (
        <Text fz="sm" c="dimmed">
          {t('privacy.found.since', { date: formatCentreDay(createdAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * What a search found: the rows per kind, the account, the export to download as JSON and the
 * way to erase it all.
 */
export function PersonalDataFound({
  data,
  person,
  onErase,
}: {
  data: PersonalData;
  person: Person;
  onErase: () => void;
}) {
  const { t } = useTranslation();
  const actor = useSessionUser();
  const refusal = actor ? erasureRefusal(data.account, actor.id) : null;
  const total = Object.values(data.counts).reduce((sum, count) => sum + count, 0);
  const download = () => {
    const fileName = `personal-data-${centreDate(new Date(data.generatedAt))}.json`;
    saveJson(data, fileName);
    notifySuccess(t('privacy.found.downloaded'), fileName, 'privacy.download');
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="privacy-found-title">
      <Stack>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={4} id="privacy-found-title" style={{ overflowWrap: 'anywhere' }}>
              {t('privacy.found.title', { person: personLabel(person) })}
            </Title>
            <Text fz="sm" c="dimmed">
              {total === 0 ? t('privacy.found.nothing') : t('privacy.found.total', { count: total })}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="light" leftSection={<IconDownload size={18} aria-hidden />} onClick={download}>
              {t('privacy.found.download')}
            </Button>
            {total > 0 && !refusal && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={onErase}
              >
                {t('privacy.found.erase')}
              </Button>
            )}
          </Group>
        </Group>
        {refusal && (
          <Text fz="sm" c="dimmed">
            {t(`privacy.found.cannotErase.${refusal}`)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PersonalDataCounts counts={data.counts} />
          {(data.account || person.email) && (
            <Stack gap="xs">
              <Title order={5}>{t('privacy.found.account')}</Title>
              {data.account ? (
                <AccountSummary account={data.account} />
              ) : (
                <Text fz="sm" c="dimmed">
                  {t('privacy.found.noAccount')}
                </Text>
              )}
            </Stack>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
