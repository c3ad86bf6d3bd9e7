import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '../../../app/date-field';
import { useTranslation } from '../../../i18n/translate';

interface DatesAndNumber {
  issueDate: string;
  expiryDate: string;
  governmentNumber: string;
}

/**
 * A certificate's issue and expiry dates (the expiry after the issue) and the holder's government
 * number: the same fields in the upload and the edit dialogs.
 */
export function CertificateDateFields<Values extends DatesAndNumber>({
  form,
  governmentNumberRequired,
}: {
  form: UseFormReturnType<Values>;
  governmentNumberRequired: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <DateField
          label={t('adminCertificates.fields.issueDate')}
          required
          {...form.getInputProps('issueDate')}
        />
        <DateField
          label={t('adminCertificates.fields.expiryDate')}
          min={form.values.issueDate || undefined}
          required
          {...form.getInputProps('expiryDate')}
        />
      </SimpleGrid>
      <TextInput
        label={t('adminCertificates.fields.governmentNumber')}
        description={t('adminCertificates.fields.governmentNumberText')}
        inputMode="numeric"
        required={governmentNumberRequired}
        {...form.getInputProps('governmentNumber')}
      />
    </>
  );
}
