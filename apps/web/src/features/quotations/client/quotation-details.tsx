import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileOff } from '@tabler/icons-react';
import { formatBd, type PublicQuotation } from '@tc/contracts/schemas';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { formatCalendarDate } from '../../../app/dates';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import { useWebsiteContent } from '../../website-content/use-website-content';
import { QuotationStatusBadge } from '../quotation-status-badge';
import { QuotationTotalsList } from '../quotation-totals-list';
import classes from './quotation-page.module.css';

/** A line and its place: the same course may be offered twice (a full course and an assessment). */
type Line = PublicQuotation['lines'][number] & { position: number };

function lineColumns(t: TFunction): Column<Line>[] {
  return [
    {
      key: 'course',
      label: t('quotationPage.columns.course'),
      card: 'title',
      cell: (line) => (
        <>
          <bdi>{line.courseName}</bdi>
          <Text fz="xs" c="dimmed" fw={400}>
            {line.courseCode}
          </Text>
        </>
      ),
    },
    {
      key: 'type',
      label: t('quotationPage.columns.type'),
      cell: (line) => t(`trainingType.${line.trainingType}`),
    },
    {
      key: 'candidates',
      label: t('quotationPage.columns.candidates'),
      align: 'end',
      cell: (line) => line.candidates,
    },
    {
      key: 'price',
      label: t('quotationPage.columns.price'),
      align: 'end',
      nowrap: true,
      cell: (line) => formatBd(line.unitPrice),
    },
    {
      key: 'total',
      label: t('quotationPage.columns.total'),
      align: 'end',
      nowrap: true,
      cell: (line) => formatBd(line.lineTotal),
    },
  ];
}

/** The quotation as the client reads it: who it is from and for, its dates, lines, totals and PDF. */
export function QuotationDetails({ quotation, token }: { quotation: PublicQuotation; token: string }) {
  const { t, i18n } = useTranslation();
  const content = useWebsiteContent().data;
  const date = (value: string) => formatCalendarDate(value, i18n.language);
  const rows = quotation.lines.map((line, position) => ({ ...line, position }));
  const lines = { data: rows, isPending: false, isError: false, refetch: () => undefined };
  const centre = [content?.companyAddress, content?.companyPhone, content?.companyEmail].filter(Boolean);

  return (
    <Card padding="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Text fw={700}>{t('brand.name')}</Text>
            {/* Each line in its own direction: a phone number keeps its order on an Arabic page. */}
            {centre.map((line) => (
              <Text key={line} fz="sm" c="dimmed" dir="auto">
                {line}
              </Text>
            ))}
          </Stack>
          {/* While it awaits the client, the decision below says so: no badge of the centre's states. */}
          {quotation.status !== 'sent' && <QuotationStatusBadge status={quotation.status} />}
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{t('quotationPage.preparedFor')}</dt>
            <dd>
              <bdi>{quotation.companyName}</bdi>
              <Text fz="sm" fw={400} dir="auto">
                {quotation.clientName}
              </Text>
            </dd>
          </div>
          <div>
            <dt>{t('quotationPage.issued')}</dt>
            <dd>{date(quotation.issueDate)}</dd>
          </div>
          <div>
            <dt>{t('quotationPage.validUntil')}</dt>
            <dd>{date(quotation.validUntil)}</dd>
          </div>
        </dl>
        <Title order={2} fz="h3">
          {t('quotationPage.coursesTitle')}
        </Title>
        <DataTable
          query={lines}
          columns={lineColumns(t)}
          rowKey={(line) => String(line.position)}
          label={t('quotationPage.coursesTitle')}
          empty={{
            icon: <IconFileOff />,
            title: t('emptyStates.quotationLines'),
            text: t('quotationPage.noLines'),
          }}
          loadError={t('quotationPage.failed')}
        />
        <QuotationTotalsList
          totals={{
            subtotal: quotation.subtotal,
            vatRate: quotation.vatRate,
            vatAmount: quotation.vatAmount,
            total: quotation.amount,
          }}
        />
        {quotation.notes && (
          <Stack gap={4}>
            <Title order={2} fz="h4">
              {t('quotationPage.notes')}
            </Title>
            {/* Each line of the note in its own direction: an English line in an Arabic note too. */}
            <Text dir="auto" style={{ whiteSpace: 'pre-line', unicodeBidi: 'plaintext' }}>
              {quotation.notes}
            </Text>
          </Stack>
        )}
        <Button
          component="a"
          href={`/api/public/quotations/${encodeURIComponent(token)}/pdf`}
          target="_blank"
          rel="noopener"
          variant="light"
          w="fit-content"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {t('quotationPage.downloadPdf')}
        </Button>
      </Stack>
    </Card>
  );
}
