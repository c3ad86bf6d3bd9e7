import { Group, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EXPIRING_WITHIN_DAYS,
  type OperatorCertificateStatus,
  type SessionUser,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable, type ListQuery } from '../../../app/data-table/data-table';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { operatorColumns, type RefresherChoice } from './operator-columns';
import {
  courseChoices,
  isDueForRefresher,
  type OperatorRow,
  operatorRows,
  operatorsFilter,
} from './operator-rows';
import { OperatorFilters, RefresherBar, RegisterFiles } from './operators-toolbar';
import { refresherPrefill } from './refresher-prefill';

/**
 * The client portal's Operators: every certificate the centre published under the client's
 * company, a line each with its operator, where it stands today, and its verification page;
 * filtered by standing and course, downloaded as CSV or PDF with the same filters. An expiring or
 * expired certificate offers a refresher: booked on its own, or chosen with others and booked
 * together, the quotation request opening with the courses, the operators and the client's details.
 */
export function OperatorsTab({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const enabled = !user.mustChangePassword;
  const [status, setStatus] = useState<OperatorCertificateStatus | undefined>();
  const [courseId, setCourseId] = useState<string | undefined>();
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(() => new Set());
  const filter = operatorsFilter(status, courseId);
  // The whole register names the courses to filter by; with no filter it is the list's own answer.
  const register = useQuery(trpc.publicCertificates.operators.queryOptions({}, { enabled }));
  const shown = useQuery({
    ...trpc.publicCertificates.operators.queryOptions(filter, { enabled }),
    placeholderData: keepPreviousData,
  });

  const everyRow = operatorRows(register.data ?? []);
  const rows = operatorRows(shown.data ?? []);
  const list: ListQuery<OperatorRow> = {
    data: shown.data && rows,
    isPending: shown.isPending,
    isError: shown.isError,
    isPlaceholderData: shown.isPlaceholderData,
    refetch: shown.refetch,
  };
  const due = rows.filter(isDueForRefresher);
  const chosen = due.filter((row) => chosenIds.has(row.certificate.id));
  const choose = (ids: string[], on: boolean) =>
    setChosenIds((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (on) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  const choice: RefresherChoice = {
    isChosen: (row) => chosenIds.has(row.certificate.id),
    choose: (row, on) => choose([row.certificate.id], on),
    prefill: (some) => refresherPrefill(some, user, t, i18n.language),
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} maw="42rem">
          <Title order={2} size="h3">
            {t('clientOperators.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('clientOperators.intro')} {t('clientOperators.rule', { days: EXPIRING_WITHIN_DAYS })}
          </Text>
        </Stack>
        {everyRow.length > 0 && <RegisterFiles filter={filter} />}
      </Group>
      {everyRow.length > 0 && (
        <OperatorFilters
          status={status}
          onStatus={setStatus}
          courseId={courseId}
          onCourse={setCourseId}
          courses={courseChoices(everyRow)}
        />
      )}
      {due.length > 0 && (
        <RefresherBar
          due={due.length}
          chosen={chosen.length}
          onChooseAll={(all) =>
            choose(
              due.map((row) => row.certificate.id),
              all,
            )
          }
          prefill={choice.prefill(chosen)}
        />
      )}
      <DataTable
        query={list}
        columns={operatorColumns(t, i18n.language, choice)}
        rowKey={(row) => row.certificate.id}
        label={t('clientOperators.title')}
        empty={
          everyRow.length > 0
            ? noMatch(t('clientOperators.noMatch'))
            : {
                icon: <IconUsersGroup />,
                title: t('clientOperators.empty'),
                text: t('clientOperators.emptyText'),
              }
        }
        loadError={t('clientOperators.loadError')}
      />
    </Stack>
  );
}
