import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contactMessageInputSchema, GENERAL_INQUIRY } from '@tc/contracts/schemas';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formResolver } from '../../app/form-resolver';
import { useTRPC } from '../../app/trpc';
import { pageLanguage, useTranslation } from '../../i18n/translate';
import { courseInterestOptions } from './course-interest';

/** The server's message when it refused the message (4xx): it says what to change or when to retry. */
function refusal(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 500;
  return status < 500 && error.message ? error.message : null;
}

/**
 * The contact form, checked with the server's own schema. Sent: a thank-you, scrolled into view (on
 * a phone the button is often the screen's last line), and an empty form. A failure keeps what was
 * typed and says why: the server's message (a refused field, too many messages), or, when no
 * answer came, that it could not be sent.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());
  // From a course's page (?course=<name>): the enquiry is about that course.
  const [params] = useSearchParams();
  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      courseInterest: params.get('course') || GENERAL_INQUIRY,
      message: '',
    },
    validate: formResolver(contactMessageInputSchema),
  });
  const send = useMutation(trpc.contact.send.mutationOptions({ onSuccess: () => form.reset() }));
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (send.isSuccess || send.isError) outcome.current?.scrollIntoView({ block: 'nearest' });
  }, [send.isSuccess, send.isError]);

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
          data={courseInterestOptions(courses.data, t('contact.generalInquiry'), pageLanguage())}
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
      <div aria-live="polite" ref={outcome}>
        {send.isSuccess && (
          <Alert color="green" icon={<IconCircleCheck />} role="status" mt="md">
            {t('contact.success')}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" mt="md">
            {refusal(send.error) ?? t('contact.failure')}
          </Alert>
        )}
      </div>
    </form>
  );
}
