import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { acceptQuotationInputSchema } from '@tc/contracts/schemas';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { type DecisionCallbacks, decisionHandlers } from './decision-callbacks';
import { SignatureField } from './signature-field';

/** Accept: the client's full name, a signature drawn on the page, and optional notes. */
export function AcceptQuotationForm(callbacks: DecisionCallbacks) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { token: callbacks.token, name: '', signature: '', notes: '' },
    validate: formResolver(acceptQuotationInputSchema),
  });
  const accept = useMutation(trpc.quotationLink.accept.mutationOptions(decisionHandlers(callbacks)));
  return (
    <form onSubmit={form.onSubmit((values) => accept.mutate(values))} noValidate>
      <Stack>
        <TextInput
          label={t('quotationPage.accept.name')}
          description={t('quotationPage.accept.nameText')}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <SignatureField
          typedName={form.values.name}
          error={form.errors.signature as string | undefined}
          onChange={(signature) => form.setFieldValue('signature', signature)}
        />
        <Textarea
          label={t('quotationPage.accept.notes')}
          autosize
          minRows={2}
          {...form.getInputProps('notes')}
        />
        <Button
          type="submit"
          color="#1e6b30"
          leftSection={<IconCircleCheck size={18} aria-hidden />}
          loading={accept.isPending}
        >
          {t('quotationPage.accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}
