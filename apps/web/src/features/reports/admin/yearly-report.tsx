import { Table, VisuallyHidden } from '@mantine/core';
import type { YearlyReport } from '@tc/contracts/schemas';
import { usePhoneLayout } from '../../../app/data-table/use-phone-layout';
import { monthNameIn } from '../../../app/dates';
import type { TextKey } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/translate';
import { ReportTotals } from './report-totals';
import classes from './reports.module.css';

type MonthRow = YearlyReport['monthlyData'][number];

/** The figures of a month, in the order of the year's totals above the table. */
const FIGURES: { value: (row: MonthRow) => number; label: TextKey; short: TextKey }[] = [
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

/**
 * A year's totals, then its 12 months as one table at every width: twelve cards would fill a
 * phone's screen many times over, so there the table narrows instead (the months' and the columns'
 * short names, the full names still read out), and a month's row reads across as on paper.
 */
export function YearlyReportFigures({ report }: { report: YearlyReport }) {
  const { t, i18n } = useTranslation();
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
      <Table
        striped
        highlightOnHover
        horizontalSpacing={phone ? 6 : 'sm'}
        fz={phone ? 'sm' : undefined}
        className={classes.months}
        aria-label={t('reports.yearly.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('reports.yearly.month')}</Table.Th>
            {FIGURES.map((figure) => (
              <Table.Th key={figure.label} scope="col" ta="end">
                {phone ? (
                  <>
                    <span aria-hidden>{t(figure.short)}</span>
                    <VisuallyHidden>{t(figure.label)}</VisuallyHidden>
                  </>
                ) : (
                  t(figure.label)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.monthlyData.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Th scope="row" fw={600}>
                {phone ? (
                  <>
                    <span aria-hidden>{monthNameIn(row.month, i18n.language, 'short')}</span>
                    <VisuallyHidden>{monthNameIn(row.month, i18n.language)}</VisuallyHidden>
                  </>
                ) : (
                  monthNameIn(row.month, i18n.language)
                )}
              </Table.Th>
              {FIGURES.map((figure) => (
                <Table.Td key={figure.label} ta="end">
                  {figure.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
