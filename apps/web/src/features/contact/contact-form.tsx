import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contactMessageInputSchema, GENERAL_INQUIRY } from '@tc/contracts/schemas';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { courseInterestOptions } from './course-interest';

/**
 * The contact form, checked with the server's own schema. Sent: a thank-you and an empty form.
 * Any failure, a lost connection included, keeps what was typed and says so.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());
  const form = useForm({
    initialValues: { name: '', email: '', courseInterest: GENERAL_INQUIRY, message: '' },
    validate: schemaResolver(contactMessageInputSchema, { sync: true }),
  });
  const send = useMutation(trpc.contact.send.mutationOptions({ onSuccess: () => form.reset() }));

  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack>
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          required
          maxLength={200}
          {...form.getInputProps('name')}
        />
        <TextInput
          type="email"
          label={t('contact.email')}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={t('contact.courseInterest')}
          data={courseInterestOptions(courses.data, t('contact.generalInquiry'))}
          {...form.getInputProps('courseInterest')}
        />
        <Textarea
          label={t('contact.message')}
          required
          rows={5}
          maxLength={5000}
          {...form.getInputProps('message')}
        />
        <Button
          type="submit"
          size="md"
          loading={send.isPending}
          leftSection={<IconSend size={18} className="mantine-rotate-rtl" aria-hidden />}
        >
          {t('contact.submit')}
        </Button>
      </Stack>
      <div aria-live="polite">
        {send.isSuccess && (
          <Alert color="green" icon={<IconCircleCheck />} role="status" mt="md">
            {t('contact.success')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" mt="md">
            {t('contact.failure')}
          </Alert>
        )}
      </div>
    </form>
  );
}
