import { Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTranslation } from '../../../i18n/translate';

interface ReportQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A report's heading with its Download PDF button, then its figures once they are there: shapes
 * while they load, the failure with a retry.
 */
export function ReportSection({
  id,
  title,
  query,
  download,
  children,
}: {
  id: string;
  title: string;
  query: ReportQuery;
  download: { label: string; busy: boolean; onClick: () => void };
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={3} id={id}>
          {title}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.busy}
          aria-label={download.label}
          onClick={download.onClick}
        >
          {t('reports.downloadPdf')}
        </Button>
      </Group>
      {query.isPending ? (
        <Stack aria-busy aria-label={t('common.loading')} role="status">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            {['a', 'b', 'c', 'd'].map((key) => (
              <Skeleton key={key} height={104} />
            ))}
          </SimpleGrid>
          <Skeleton height={180} />
        </Stack>
      ) : query.isError ? (
        <LoadErrorAlert title={t('reports.loadError')} onRetry={() => query.refetch()} />
      ) : (
        children()
      )}
    </Stack>
  );
}
