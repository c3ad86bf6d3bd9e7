import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTACT_FORM_POSTED } from '@tc/contracts/page-data';
import { contactMessageInputSchema, GENERAL_INQUIRY } from '@tc/contracts/schemas';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { formResolver } from '../../app/form-resolver';
import { typedValues, usePostedForm } from '../../app/posted-form';
import { useTRPC } from '../../app/trpc';
import { pageLanguage, useTranslation } from '../../i18n/translate';
import classes from './contact.module.css';
import { courseInterestOptions } from './course-interest';

/** The server's message when it refused the message (4xx): it says what to change or when to retry. */
function refusal(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 500;
  return status < 500 && error.message ? error.message : null;
}

const FIELDS = ['name', 'email', 'courseInterest', 'message'] as const;
const OUTCOME_ID = 'contact-outcome';

/**
 * The contact form, checked with the server's own schema. Sent: a thank-you, scrolled into view (on
 * a phone the button is often the screen's last line), and an empty form. A failure keeps what was
 * typed and says why: the server's message (a refused field, too many messages), or, when no
 * answer came, that it could not be sent. Without JavaScript it posts as a plain form to its own
 * page, which answers with the same thanks or message (PostedForm).
 */
export function ContactForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());
  // From a course's page (?course=<name>): the enquiry is about that course.
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const posted = usePostedForm(CONTACT_FORM_POSTED);
  const refused = posted && !posted.outcome.sent ? posted.outcome : undefined;
  const form = useForm({
    initialValues: {
      name: '',
      email: '',
      courseInterest: params.get('course') || GENERAL_INQUIRY,
      message: '',
      ...(refused ? (posted?.values as Partial<Record<(typeof FIELDS)[number], string>>) : {}),
    },
    initialErrors: refused?.fieldErrors,
    validate: formResolver(contactMessageInputSchema),
  });
  const send = useMutation(trpc.contact.send.mutationOptions({ onSuccess: () => form.reset() }));
  const element = useRef<HTMLFormElement>(null);
  // Typed before the page's script ran: into the form's state, as shown.
  useEffect(() => {
    if (!element.current) return;
    const typed = typedValues(element.current);
    for (const field of FIELDS) {
      const value = typed[field];
      if (typeof value === 'string' && value !== form.getValues()[field]) form.setFieldValue(field, value);
    }
  }, []);
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (send.isSuccess || send.isError) outcome.current?.scrollIntoView({ block: 'nearest' });
  }, [send.isSuccess, send.isError]);
  const shownRefusal = send.isIdle ? refused?.message : undefined;

  return (
    <form
      ref={element}
      method="post"
      // The answer opens at its outcome (the button is often a phone screen's last line).
      action={`${pathname}${search}#${OUTCOME_ID}`}
      onSubmit={form.onSubmit((values) => send.mutate(values))}
      noValidate
    >
      <Stack>
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          required
          maxLength={200}
          name="name"
          {...form.getInputProps('name')}
        />
        <TextInput
          type="email"
          label={t('contact.email')}
          autoComplete="email"
          required
          name="email"
          {...form.getInputProps('email')}
        />
        <NativeSelect
          label={t('contact.courseInterest')}
          data={courseInterestOptions(courses.data, t('contact.generalInquiry'), pageLanguage())}
          name="courseInterest"
          {...form.getInputProps('courseInterest')}
        />
        <Textarea
          label={t('contact.message')}
          required
          rows={5}
          maxLength={5000}
          name="message"
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
      <div aria-live="polite" ref={outcome} id={OUTCOME_ID} className={classes.outcome}>
        {(send.isSuccess || (send.isIdle && posted?.outcome.sent)) && (
          <Alert color="green" icon={<IconCircleCheck />} role="status" mt="md">
            {t('contact.success')}
          </Alert>
        )}
        {(send.isError || shownRefusal) && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" mt="md">
            {shownRefusal ?? refusal(send.error) ?? t('contact.failure')}
          </Alert>
        )}
      </div>
    </form>
  );
}
