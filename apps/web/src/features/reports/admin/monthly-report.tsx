import { SimpleGrid } from '@mantine/core';
import { type MonthlyReport, scheduleStatuses } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import { ReportMoneyFigures } from './report-money';
import { ReportTotals } from './report-totals';
import { StatusCounts } from './status-counts';

/** A month's figures: four counts, its money, then its classes and quotations by status. */
export function MonthlyReportFigures({ report }: { report: MonthlyReport }) {
  const { t } = useTranslation();
  const { schedules, quotations } = report;
  return (
    <>
      <ReportTotals
        classes={schedules.total}
        candidates={report.totalCandidates}
        certificates={report.certificates.total}
        quotations={quotations.total}
      />
      <ReportMoneyFigures money={report.money} label={t('reports.money.monthLabel')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <StatusCounts
          title={t('reports.monthly.classStatus')}
          rows={scheduleStatuses.map((status) => ({
            label: t(`scheduleStatus.${status}`),
            value: schedules[status],
          }))}
        />
        <StatusCounts
          title={t('reports.monthly.quotationStatus')}
          rows={[
            { label: t('reports.monthly.accepted'), value: quotations.accepted },
            { label: t('reports.monthly.quotationsPending'), value: quotations.pending },
            {
              label: t('reports.monthly.quotationsOther'),
              value: quotations.total - quotations.accepted - quotations.pending,
            },
          ]}
        />
      </SimpleGrid>
    </>
  );
}
