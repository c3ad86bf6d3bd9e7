import { SimpleGrid } from '@mantine/core';
import { IconCalendarEvent, IconCertificate, IconFileDollar, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { SummaryCard } from '../../schedules/summary-card';

const icon = (Icon: typeof IconCalendarEvent) => <Icon size={24} stroke={1.6} />;

/** The four counts both reports open with: classes, candidates, certificates, quotations. */
export function ReportTotals(totals: {
  classes: number;
  candidates: number;
  certificates: number;
  quotations: number;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
      <SummaryCard
        label={t('reports.monthly.classes')}
        value={totals.classes}
        icon={icon(IconCalendarEvent)}
      />
      <SummaryCard
        label={t('reports.monthly.candidates')}
        value={totals.candidates}
        icon={icon(IconUsersGroup)}
      />
      <SummaryCard
        label={t('reports.monthly.certificates')}
        value={totals.certificates}
        icon={icon(IconCertificate)}
      />
      <SummaryCard
        label={t('reports.monthly.quotations')}
        value={totals.quotations}
        icon={icon(IconFileDollar)}
      />
    </SimpleGrid>
  );
}
