import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../app/notify';
import { useTranslation } from '../../i18n/translate';
import { fetchPdf, savePdf } from '../quotations/pdf-file';

/** Where the client's PDFs come from: their own quotations, invoices and credit notes only. */
export const clientPdfPaths = {
  quotation: (id: string) => `/api/client/quotations/${id}/download`,
  invoice: (id: string) => `/api/client/invoices/${id}/download`,
  creditNote: (id: string) => `/api/client/invoices/${id}/credit-note/download`,
};

/** A button saving one of the client's PDFs under the document's number ('INV-2026-0042.pdf'). */
export function DownloadPdfButton({
  path,
  fileName,
  label,
  ariaLabel,
}: {
  path: string;
  fileName: string;
  label: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      savePdf(await fetchPdf(path), fileName);
      notifySuccess(t('clientDocuments.downloadStarted'), fileName, `download:${path}`);
    } catch {
      notifyError(
        t('clientDocuments.downloadFailed'),
        t('clientDocuments.downloadFailedText'),
        `download:${path}`,
      );
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={loading}
      aria-label={ariaLabel}
      onClick={() => void download()}
    >
      {label}
    </Button>
  );
}
