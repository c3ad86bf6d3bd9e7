import { Table, VisuallyHidden } from '@mantine/core';
import { formatBd, type YearlyReport } from '@tc/contracts/schemas';
import { usePhoneLayout } from '../../../app/data-table/use-phone-layout';
import { monthNameIn } from '../../../app/dates';
import type { TextKey } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/translate';
import { ReportMoneyFigures } from './report-money';
import { ReportTotals } from './report-totals';
import classes from './reports.module.css';

type MonthRow = YearlyReport['monthlyData'][number];

interface Figure {
  value: (row: MonthRow) => number | string;
  label: TextKey;
  short: TextKey;
}

/** The counts of a month, in the order of the year's totals above the table. */
const COUNTS: Figure[] = [
  { value: (row) => row.schedules, label: 'reports.yearly.classes', short: 'reports.yearly.classesShort' },
  {
    value: (row) => row.candidates,
    label: 'reports.yearly.candidates',
    short: 'reports.yearly.candidatesShort',
  },
  {
    value: (row) => row.certificates,
    label: 'reports.yearly.certificates',
    short: 'reports.yearly.certificatesShort',
  },
  {
    value: (row) => row.quotations,
    label: 'reports.yearly.quotations',
    short: 'reports.yearly.quotationsShort',
  },
];

/** A month's money: invoiced (less its credit notes) and paid. */
const MONEY: Figure[] = [
  {
    value: (row) => formatBd(row.invoiced),
    label: 'reports.yearly.invoiced',
    short: 'reports.yearly.invoiced',
  },
  { value: (row) => formatBd(row.paid), label: 'reports.yearly.paid', short: 'reports.yearly.paid' },
];

/** The 12 months with some of their figures, a row a month. */
function MonthTable({ report, figures, label }: { report: YearlyReport; figures: Figure[]; label: string }) {
  const { t, i18n } = useTranslation();
  const phone = usePhoneLayout();
  const both = (full: string, short: string) =>
    phone ? (
      <>
        <span aria-hidden>{short}</span>
        <VisuallyHidden>{full}</VisuallyHidden>
      </>
    ) : (
      full
    );
  return (
    <Table
      striped
      highlightOnHover
      horizontalSpacing={phone ? 6 : 'sm'}
      fz={phone ? 'sm' : undefined}
      className={classes.months}
      aria-label={label}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('reports.yearly.month')}</Table.Th>
          {figures.map((figure) => (
            <Table.Th key={figure.label} scope="col" ta="end">
              {both(t(figure.label), t(figure.short))}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {report.monthlyData.map((row) => (
          <Table.Tr key={row.month}>
            <Table.Th scope="row" fw={600}>
              {both(monthNameIn(row.month, i18n.language), monthNameIn(row.month, i18n.language, 'short'))}
            </Table.Th>
            {figures.map((figure) => (
              <Table.Td key={figure.label} ta="end">
                {figure.value(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A year's totals and money, then its 12 months as tables at every width: twelve cards would fill
 * a phone's screen many times over, so there the table narrows instead (the months' and the
 * columns' short names, the full names still read out) and its money becomes a second table of
 * its own, so that no column is squeezed; a month's row reads across as on paper.
 */
export function YearlyReportFigures({ report }: { report: YearlyReport }) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const { totals } = report;
  return (
    <>
      <ReportTotals
        classes={totals.schedules}
        candidates={totals.candidates}
        certificates={totals.certificates}
        quotations={totals.quotations}
      />
      <ReportMoneyFigures money={report.money} label={t('reports.money.yearLabel')} />
      {phone ? (
        <>
          <MonthTable report={report} figures={COUNTS} label={t('reports.yearly.tableLabel')} />
          <MonthTable report={report} figures={MONEY} label={t('reports.yearly.moneyTableLabel')} />
        </>
      ) : (
        <MonthTable report={report} figures={[...COUNTS, ...MONEY]} label={t('reports.yearly.tableLabel')} />
      )}
    </>
  );
}
