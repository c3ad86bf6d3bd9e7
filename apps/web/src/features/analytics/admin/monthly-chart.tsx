import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import type { AdminAnalytics } from '@tc/contracts/schemas';
import { monthLabel } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';

/**
 * The chart itself, in a chunk of its own (recharts is large): classes as bars on the left axis,
 * candidates as a line on the right one, since a month has ten times more candidates than classes.
 * Sighted users read it; the section beside it gives the same figures as text and a table.
 */
export default function MonthlyChart({ monthly }: { monthly: AdminAnalytics['monthly'] }) {
  const { t, i18n } = useTranslation();
  const data = monthly.map((row) => ({ ...row, label: monthLabel(row.month, i18n.language) }));
  return (
    <CompositeChart
      h={300}
      data={data}
      dataKey="label"
      withLegend
      withRightYAxis
      yAxisLabel={t('analytics.monthly.classes')}
      rightYAxisLabel={t('analytics.monthly.candidates')}
      yAxisProps={{ allowDecimals: false }}
      rightYAxisProps={{ allowDecimals: false }}
      maxBarWidth={28}
      accessibilityLayer={false}
      series={[
        { name: 'classes', label: t('analytics.monthly.classes'), color: 'navy.6', type: 'bar' },
        {
          name: 'candidates',
          label: t('analytics.monthly.candidates'),
          color: 'orange.7',
          type: 'line',
          yAxisId: 'right',
        },
      ]}
      aria-hidden
    />
  );
}
