import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { rejectQuotationInputSchema } from '@tc/contracts/schemas';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { type DecisionCallbacks, decisionHandlers } from './decision-callbacks';

/** Decline: the client's name and why, so the centre can answer with a better offer. */
export function DeclineQuotationForm(callbacks: DecisionCallbacks) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { token: callbacks.token, name: '', reason: '' },
    validate: formResolver(rejectQuotationInputSchema),
  });
  const reject = useMutation(trpc.quotationLink.reject.mutationOptions(decisionHandlers(callbacks)));
  return (
    <form onSubmit={form.onSubmit((values) => reject.mutate(values))} noValidate>
      <Stack>
        <TextInput
          label={t('quotationPage.decline.name')}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <Textarea
          label={t('quotationPage.decline.reason')}
          autosize
          minRows={2}
          required
          {...form.getInputProps('reason')}
        />
        <Button
          type="submit"
          variant="outline"
          color="#b42318"
          leftSection={<IconCircleX size={18} aria-hidden />}
          loading={reject.isPending}
        >
          {t('quotationPage.decline.submit')}
        </Button>
      </Stack>
    </form>
  );
}
