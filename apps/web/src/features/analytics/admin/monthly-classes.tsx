import { Card, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AdminAnalytics } from '@tc/contracts/schemas';
import { lazy, Suspense, useId } from 'react';
import { monthLabel } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';

const MonthlyChart = lazy(() => import('./monthly-chart'));

/** The year in one sentence: what the chart shows, for those who do not see it. */
function useSummary(monthly: AdminAnalytics['monthly']): string {
  const { t, i18n } = useTranslation();
  const classes = monthly.reduce((sum, row) => sum + row.classes, 0);
  const first = monthly[0];
  const last = monthly.at(-1);
  if (classes === 0 || !first || !last) return t('analytics.monthly.none');
  const candidates = monthly.reduce((sum, row) => sum + row.candidates, 0);
  const busiest = monthly.reduce((best, row) => (row.classes > best.classes ? row : best), first);
  const counts = (row: { classes: number; candidates: number }) => ({
    classes: t('analytics.monthly.classCount', { count: row.classes }),
    candidates: t('analytics.monthly.candidateCount', { count: row.candidates }),
  });
  return [
    t('analytics.monthly.summary', {
      from: monthLabel(first.month, i18n.language),
      to: monthLabel(last.month, i18n.language),
      ...counts({ classes, candidates }),
    }),
    t('analytics.monthly.busiest', { month: monthLabel(busiest.month, i18n.language), ...counts(busiest) }),
  ].join(' ');
}

/**
 * Classes and candidates of the last 12 months: a heading, a sentence that sums them up, the chart
 * (hidden from screen readers) and the same figures as a table that only screen readers get.
 */
export function MonthlyClasses({ monthly }: { monthly: AdminAnalytics['monthly'] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const summary = useSummary(monthly);
  return (
    <Card padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="h4" id={headingId}>
        {t('analytics.monthly.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {summary}
      </Text>
      <Suspense fallback={<Skeleton height={300} />}>
        <MonthlyChart monthly={monthly} />
      </Suspense>
      <VisuallyHidden>
        <Table aria-label={t('analytics.monthly.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analytics.monthly.month')}</Table.Th>
              <Table.Th scope="col">{t('analytics.monthly.classes')}</Table.Th>
              <Table.Th scope="col">{t('analytics.monthly.candidates')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {monthly.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row">{monthLabel(row.month, i18n.language)}</Table.Th>
                <Table.Td>{row.classes}</Table.Td>
                <Table.Td>{row.candidates}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
