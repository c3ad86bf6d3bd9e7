import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { MyInvoices } from './my-invoices';
import { MyQuotations } from './my-quotations';

/**
 * The client portal's Quotations and invoices: the client's own, each with its PDF. Asked only
 * once the client has chosen their own password (`enabled`), like the portal's other lists.
 */
export function ClientDocumentsTab({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const quotations = useQuery(trpc.clientDocuments.quotations.queryOptions(undefined, { enabled }));
  const invoices = useQuery(trpc.clientDocuments.invoices.queryOptions(undefined, { enabled }));
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={3}>{t('clientDocuments.quotations.title')}</Title>
        <MyQuotations quotations={quotations} />
      </Stack>
      <Stack gap="sm">
        <Title order={3}>{t('clientDocuments.invoices.title')}</Title>
        <MyInvoices invoices={invoices} />
      </Stack>
    </Stack>
  );
}
