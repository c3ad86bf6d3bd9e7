import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../i18n/translate';

export interface ClientDetailsValues {
  address: string;
  vatNumber: string;
  crNumber: string;
}

/**
 * What a client's quotations and invoices print beyond the name: the address (several lines), the
 * Bahrain VAT number and the commercial registration. The Users dialogs and the quotation builder
 * share it; the messages under the fields are the schema's (clientDetailsFields).
 */
export function ClientDetailsFields<Values extends ClientDetailsValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea
        label={t('clientDetails.address')}
        autosize
        minRows={2}
        maxRows={5}
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('clientDetails.vatNumber')}
          description={t('clientDetails.vatNumberText')}
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('vatNumber')}
        />
        <TextInput
          label={t('clientDetails.crNumber')}
          description={t('clientDetails.crNumberText')}
          autoComplete="off"
          {...form.getInputProps('crNumber')}
        />
      </SimpleGrid>
    </>
  );
}
