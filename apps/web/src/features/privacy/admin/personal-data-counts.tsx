import { Table } from '@mantine/core';
import { type PersonalData, personalDataKinds } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';

/** The rows found per kind of data, in the export's order; a kind with none is greyed. */
export function PersonalDataCounts({ counts }: { counts: PersonalData['counts'] }) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('privacy.found.countsLabel')} verticalSpacing={6} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('privacy.found.kind')}</Table.Th>
          <Table.Th ta="end">{t('privacy.found.rows')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {personalDataKinds.map((kind) => {
          const count = counts[kind] ?? 0;
          return (
            <Table.Tr key={kind} c={count === 0 ? 'dimmed' : undefined} data-empty={count === 0 || undefined}>
              <Table.Th scope="row" fw={count === 0 ? 400 : 600}>
                {t(`auditFields.${kind}`)}
              </Table.Th>
              <Table.Td ta="end" fw={count === 0 ? 400 : 600}>
                {count}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
