import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../app/notify';
import { useTranslation } from '../../../i18n/translate';
import { fetchPdf, savePdf } from '../../quotations/pdf-file';

const REPORT_DOWNLOAD_PATH = '/api/admin/reports/download';

const pad = (month: number) => String(month).padStart(2, '0');

/**
 * Downloads a report as the server prints it: the month's with a month, else the year's, saved
 * under the name the server gives it ('report-2026-11.pdf'). Which one is on its way is kept, so
 * its button can say so.
 */
export function useReportDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (period: { year: number; month?: number }) => {
    const fileName =
      period.month === undefined
        ? `report-${period.year}.pdf`
        : `report-${period.year}-${pad(period.month)}.pdf`;
    setBusy(fileName);
    try {
      savePdf(await fetchPdf(REPORT_DOWNLOAD_PATH, period), fileName);
      notifySuccess(t('reports.downloadStarted'), fileName, 'report-download');
    } catch {
      notifyError(t('reports.downloadFailed'), t('reports.downloadFailedText'), 'report-download');
    } finally {
      setBusy(null);
    }
  };

  return {
    download,
    isMonthBusy: (year: number, month: number) => busy === `report-${year}-${pad(month)}.pdf`,
    isYearBusy: (year: number) => busy === `report-${year}.pdf`,
  };
}
