import { Card, Group, Select, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { centreMonth, reportYears } from '@tc/contracts/schemas';
import { useState } from 'react';
import { monthNameIn } from '../../../app/dates';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { MonthCountdown } from './month-countdown';
import { MonthlyReportFigures } from './monthly-report';
import { ReportSection } from './report-section';
import classes from './reports.module.css';
import { useReportDownload } from './use-report-download';
import { YearlyReportFigures } from './yearly-report';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The Reports tab: a month and a year to look at (this Bahrain month by default), the month's and
 * the year's figures, each downloadable as the centre's PDF, and the countdown to the next month.
 */
export function ReportsTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [today] = useState(() => new Date());
  const [period, setPeriod] = useState(() => centreMonth(today));
  const { year, month } = period;
  const monthly = useQuery({
    ...trpc.reports.monthly.queryOptions({ year, month }),
    placeholderData: keepPreviousData,
  });
  const yearly = useQuery({
    ...trpc.reports.yearly.queryOptions({ year }),
    placeholderData: keepPreviousData,
  });
  const pdf = useReportDownload();
  const monthTitle = `${monthNameIn(month, i18n.language)} ${year}`;

  return (
    <Stack gap="xl">
      <div>
        <Title order={2}>{t('reports.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('reports.subtitle')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card padding="lg" component="fieldset" className={classes.period}>
          <VisuallyHidden component="legend">{t('reports.periodLabel')}</VisuallyHidden>
          <Group grow align="flex-start" gap="md">
            <Select
              label={t('reports.month')}
              data={MONTHS.map((value) => ({
                value: String(value),
                label: monthNameIn(value, i18n.language),
              }))}
              value={String(month)}
              allowDeselect={false}
              onChange={(value) => value && setPeriod({ year, month: Number(value) })}
            />
            <Select
              label={t('reports.year')}
              data={reportYears(today).map(String)}
              value={String(year)}
              allowDeselect={false}
              onChange={(value) => value && setPeriod({ year: Number(value), month })}
            />
          </Group>
          <Text c="dimmed" fz="xs" mt="md">
            {t('reports.counting')}
          </Text>
        </Card>
        <MonthCountdown />
      </SimpleGrid>
      <ReportSection
        id="monthly-report-title"
        title={`${t('reports.monthly.title')} · ${monthTitle}`}
        query={monthly}
        download={{
          label: t('reports.downloadMonthLabel', { period: monthTitle }),
          busy: pdf.isMonthBusy(year, month),
          onClick: () => void pdf.download({ year, month }),
        }}
      >
        {() => monthly.data && <MonthlyReportFigures report={monthly.data} />}
      </ReportSection>
      <ReportSection
        id="yearly-report-title"
        title={`${t('reports.yearly.title')} · ${year}`}
        query={yearly}
        download={{
          label: t('reports.downloadYearLabel', { year }),
          busy: pdf.isYearBusy(year),
          onClick: () => void pdf.download({ year }),
        }}
      >
        {() => yearly.data && <YearlyReportFigures report={yearly.data} />}
      </ReportSection>
    </Stack>
  );
}
