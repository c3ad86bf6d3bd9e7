import { Alert, Button, Code, FileButton, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import {
  type CsvRowError,
  MAX_CSV_ROWS,
  publicCertificateCsvColumns,
  publicCertificateCsvTemplate,
} from '@tc/contracts/schemas';
import { Fragment, useState } from 'react';
import { Modal } from '../../../app/dialog';
import { notifySuccess } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { useInvalidate } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';

type Outcome = { kind: 'failed'; message: string; errors: CsvRowError[] } | null;

/** Sends the file (multipart field `file`); answers how many went in, or why none did. */
async function importFile(
  file: File,
): Promise<{ imported: number } | { message: string; errors: CsvRowError[] }> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/admin/public-certificates/import', { method: 'POST', body: form });
  const body = (await response.json().catch(() => null)) as {
    imported?: number;
    message?: string;
    errors?: CsvRowError[];
  } | null;
  if (response.ok && typeof body?.imported === 'number') return { imported: body.imported };
  return { message: body?.message ?? `Import failed (${response.status})`, errors: body?.errors ?? [] };
}

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([publicCertificateCsvTemplate], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'public-certificates-template.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Import CSV: many certificates at once. Every row is checked like the Publish form; if any row
 * fails, nothing is imported and each failing row is listed here with its line and problem.
 */
export function ImportCertificatesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importFile(file);
      if ('imported' in result) {
        await invalidate([trpc.publicCertificates]);
        notifySuccess(
          t('publicCertificates.imported'),
          t('publicCertificates.importedText', { count: result.imported }),
          'import-public-certificates',
        );
        onClose();
      } else {
        setOutcome({ kind: 'failed', ...result });
      }
    } catch {
      setOutcome({ kind: 'failed', message: t('uploads.failedText'), errors: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('publicCertificates.importTitle')} size="xl" centered>
      <Stack>
        <Text>{t('publicCertificates.importIntro', { max: MAX_CSV_ROWS })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('publicCertificates.importColumns')}{' '}
            {/* On a phone the line breaks after a comma, and a copy of it is still the header. */}
            <Code dir="ltr">
              {publicCertificateCsvColumns.map((column, index) => (
                <Fragment key={column}>
                  {index > 0 && (
                    <>
                      ,<wbr />
                    </>
                  )}
                  {column}
                </Fragment>
              ))}
            </Code>
          </List.Item>
          <List.Item>{t('publicCertificates.importDates')}</List.Item>
          <List.Item>{t('publicCertificates.importCourse')}</List.Item>
          <List.Item>{t('publicCertificates.importClient')}</List.Item>
        </List>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={downloadTemplate}
          >
            {t('publicCertificates.template')}
          </Button>
          <FileButton onChange={(file) => void choose(file)} accept=".csv,text/csv">
            {(props) => (
              <Button {...props} loading={busy} leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>
                {t('publicCertificates.chooseCsv')}
              </Button>
            )}
          </FileButton>
        </Group>
        {outcome && (
          <Alert color="red" icon={<IconAlertTriangle />} title={t('publicCertificates.importFailed')}>
            <Stack gap="sm">
              <Text fz="sm">{outcome.message}</Text>
              {outcome.errors.length > 0 && (
                <Table.ScrollContainer minWidth={480} mah={320}>
                  <Table fz="sm" withTableBorder>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('publicCertificates.line')}</Table.Th>
                        <Table.Th>{t('publicCertificates.columns.number')}</Table.Th>
                        <Table.Th>{t('publicCertificates.problem')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {outcome.errors.map((error) => (
                        <Table.Tr key={error.line}>
                          <Table.Td>{error.line}</Table.Td>
                          <Table.Td>{error.certificateNumber ?? '–'}</Table.Td>
                          <Table.Td>
                            {/* Every problem of the row, one a line, so one pass corrects the file. */}
                            <List size="sm" spacing={2}>
                              {error.messages.map((message) => (
                                <List.Item key={message}>{message}</List.Item>
                              ))}
                            </List>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
