import { Alert, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type PersonalDataKind, type PrivacyEraseResult, personalDataKinds } from '@tc/contracts/schemas';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';

type Outcome = 'deleted' | 'anonymised' | 'kept';
const OUTCOMES: Outcome[] = ['deleted', 'anonymised', 'kept'];

/** The kinds an outcome touched, in the export's order, with how many rows. */
const touched = (counts: Record<string, number>) =>
  personalDataKinds.flatMap((kind): [PersonalDataKind, number][] => {
    const count = counts[kind] ?? 0;
    return count > 0 ? [[kind, count]] : [];
  });

/** One outcome's rows per kind, under its heading ('Deleted'). */
function OutcomeList({ outcome, counts }: { outcome: Outcome; counts: Record<string, number> }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = touched(counts);
  return (
    <Stack gap={4}>
      <Title order={5} id={headingId}>
        {t(`auditFields.${outcome}`)}
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ) : (
        <List fz="sm" spacing={2} aria-labelledby={headingId}>
          {rows.map(([kind, count]) => (
            <List.Item key={kind}>
              {t(`auditFields.${kind}`)}: <strong>{count}</strong>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** What an erasure did: the account's outcome, then the rows deleted, anonymised and kept per kind. */
export function EraseResult({
  result,
  person,
  onClose,
}: {
  result: PrivacyEraseResult;
  person: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const account =
    result.account === 'deleted'
      ? t('privacy.result.accountDeleted')
      : result.account === 'anonymised'
        ? t('privacy.result.accountAnonymised')
        : t('privacy.result.noAccount');
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={<span style={{ overflowWrap: 'anywhere' }}>{t('privacy.result.title', { person })}</span>}
      withCloseButton
      closeButtonLabel={t('privacy.result.close')}
      onClose={onClose}
      // Named by its title (Mantine labels the alert by it): 'Erased: layla@gulfports.bh'.
      role="region"
    >
      <Stack gap="sm">
        <Text fz="sm">{account}</Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {OUTCOMES.map((outcome) => (
            <OutcomeList key={outcome} outcome={outcome} counts={result[outcome]} />
          ))}
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}
