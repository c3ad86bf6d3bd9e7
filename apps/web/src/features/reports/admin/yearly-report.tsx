import type { YearlyReport } from '@tc/contracts/schemas';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { monthNameIn } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';
import { ReportTotals } from './report-totals';

type MonthRow = YearlyReport['monthlyData'][number];

/** A year's totals, then its 12 months as a table (one card per month on a phone). */
export function YearlyReportFigures({ report, refetch }: { report: YearlyReport; refetch: () => unknown }) {
  const { t, i18n } = useTranslation();
  const { totals } = report;
  const columns: Column<MonthRow>[] = [
    {
      key: 'month',
      label: t('reports.yearly.month'),
      cell: (row) => monthNameIn(row.month, i18n.language),
      card: 'title',
    },
    { key: 'classes', label: t('reports.yearly.classes'), cell: (row) => row.schedules, align: 'end' },
    { key: 'candidates', label: t('reports.yearly.candidates'), cell: (row) => row.candidates, align: 'end' },
    {
      key: 'certificates',
      label: t('reports.yearly.certificates'),
      cell: (row) => row.certificates,
      align: 'end',
    },
    { key: 'quotations', label: t('reports.yearly.quotations'), cell: (row) => row.quotations, align: 'end' },
  ];
  return (
    <>
      <ReportTotals
        classes={totals.schedules}
        candidates={totals.candidates}
        certificates={totals.certificates}
        quotations={totals.quotations}
      />
      <DataTable
        query={{ data: report.monthlyData, isPending: false, isError: false, refetch }}
        columns={columns}
        rowKey={(row) => String(row.month)}
        label={t('reports.yearly.tableLabel')}
        empty={t('reports.yearly.empty')}
        loadError={t('reports.loadError')}
      />
    </>
  );
}
