import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useScheduleChoices } from '../../schedules/admin/use-schedule-choices';
import { ClientDetailsFields } from '../../users/client-details-fields';
import type { QuotationValues } from './quotation-form';

/**
 * Who the quotation is for: an existing client (which fills the company, contact, address, VAT
 * and CR numbers from the account, all still editable) or a new company typed in; the contact and
 * the CC list.
 */
export function QuotationClientFields({ form }: { form: UseFormReturnType<QuotationValues> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { clients } = useScheduleChoices();
  const users = useQuery(trpc.users.list.queryOptions());

  const chooseClient = (id: string | null) => {
    form.setFieldValue('clientId', id);
    const client = users.data?.find((user) => user.id === id);
    if (!client) return;
    form.setValues({
      companyName: client.companyName ?? '',
      clientName: [client.firstName, client.lastName].filter(Boolean).join(' '),
      contactEmail: client.email,
      contactPhone: client.phone ?? '',
      address: client.address ?? '',
      vatNumber: client.vatNumber ?? '',
      crNumber: client.crNumber ?? '',
    });
  };

  return (
    <>
      <Select
        label={t('adminQuotations.fields.client')}
        description={t('adminQuotations.fields.clientText')}
        placeholder={t('adminQuotations.fields.clientPlaceholder')}
        data={clients}
        searchable
        clearable
        value={form.values.clientId}
        onChange={chooseClient}
        error={form.errors.clientId}
      />
      <TextInput
        label={t('adminQuotations.fields.companyName')}
        required
        {...form.getInputProps('companyName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('adminQuotations.fields.clientName')}
          required
          {...form.getInputProps('clientName')}
        />
        <TextInput
          type="email"
          label={t('adminQuotations.fields.contactEmail')}
          required
          autoComplete="off"
          {...form.getInputProps('contactEmail')}
        />
        <TextInput
          type="tel"
          label={t('adminQuotations.fields.contactPhone')}
          {...form.getInputProps('contactPhone')}
        />
        <TextInput
          label={t('adminQuotations.fields.contactPerson')}
          {...form.getInputProps('contactPerson')}
        />
      </SimpleGrid>
      <TextInput
        label={t('adminQuotations.fields.ccEmails')}
        description={t('adminQuotations.fields.ccEmailsText')}
        autoComplete="off"
        {...form.getInputProps('ccEmails')}
      />
      <ClientDetailsFields form={form} />
    </>
  );
}
