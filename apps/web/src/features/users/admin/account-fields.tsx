import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../i18n/translate';

interface AccountValues {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * The fields that say who an account is, in the same order when it is added and when it is edited.
 * namesRequired: staff (isStaffRole) must give a first and a last name; a client's are optional.
 */
export function AccountFields<Values extends AccountValues>({
  form,
  namesRequired,
}: {
  form: UseFormReturnType<Values>;
  namesRequired: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('users.fields.companyName')}
        data-autofocus
        {...form.getInputProps('companyName')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t('users.fields.firstName')}
          required={namesRequired}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('users.fields.lastName')}
          required={namesRequired}
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        type="email"
        label={t('users.fields.email')}
        required
        autoComplete="off"
        {...form.getInputProps('email')}
      />
      <TextInput type="tel" label={t('users.fields.phone')} {...form.getInputProps('phone')} />
    </>
  );
}
