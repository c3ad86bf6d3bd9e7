import '../../../app/mantine-styles-forms';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  centreDate,
  HONEYPOT_FIELD,
  quotationRequestInputSchema,
  REQUEST_NOTES_MAX,
} from '@tc/contracts/schemas';
import { TRPCClientError } from '@trpc/client';
import { useRef, useState } from 'react';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import classes from './quotation-request.module.css';
import { QuotationRequestCourses } from './quotation-request-courses';
import {
  monthChoices,
  type QuotationRequestPrefill,
  type QuotationRequestValues,
  refusedField,
  requestPayload,
  requestValues,
} from './quotation-request-form';

const checkRequest = formResolver(quotationRequestInputSchema);

/** The HTTP status of a failed call: 400 a refused field, 429 too many requests; 0 when none came. */
const statusOf = (error: unknown) =>
  error instanceof TRPCClientError
    ? ((error.data as { httpStatus?: number } | undefined)?.httpStatus ?? 0)
    : 0;

/**
 * Request a Quotation: the company, its contact, the courses with their candidates, a preferred
 * month and notes, checked with the server's own schema. Sent: the server's thanks, in the
 * visitor's language, and the form gone. Refused: the server's message under the field it concerns
 * (else above the form), what was typed kept. Opened with `prefill` by a course page (its course)
 * or the client portal (the client's details).
 */
export function QuotationRequestModal({
  prefill,
  onClose,
}: {
  prefill?: QuotationRequestPrefill;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const phone = useNarrowScreen();
  const element = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const form = useForm<QuotationRequestValues>({
    initialValues: requestValues(prefill),
    validate: checkRequest,
  });
  const send = useMutation(trpc.quotationRequests.create.mutationOptions());
  const months = monthChoices(centreDate(new Date()), i18n.language);
  // The first field with a problem, where the visitor goes next (on a phone it may be far above).
  const focusFirstProblem = () =>
    requestAnimationFrame(() =>
      element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    send.mutate(requestPayload(values), {
      onSuccess: ({ message }) => {
        setThanks(message);
        form.reset();
      },
      onError: (error) => {
        const message = serverMessage(error, t('quotationRequest.failed'));
        const field = statusOf(error) === 400 ? refusedField(message) : null;
        if (field) {
          form.setFieldError(field, message);
          focusFirstProblem();
        } else setRefusal(message);
      },
    });
  }, focusFirstProblem);

  return (
    <Modal opened onClose={onClose} title={t('quotationRequest.title')} size="lg" fullScreen={phone}>
      {thanks ? (
        <Stack>
          <Alert
            color="green"
            icon={<IconCircleCheck />}
            role="status"
            title={t('quotationRequest.thanksTitle')}
          >
            {thanks}
          </Alert>
          <Group justify="end">
            <Button onClick={onClose} data-autofocus>
              {t('quotationRequest.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form ref={element} onSubmit={submit} noValidate>
          <Stack>
            <Text fz="sm" c="dimmed">
              {t('quotationRequest.intro')} {t('forms.requiredHint')}
            </Text>
            {refusal && (
              <Alert color="red" icon={<IconAlertTriangle />} role="alert">
                {refusal}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('quotationRequest.companyName')}
                autoComplete="organization"
                required
                maxLength={200}
                data-autofocus
                {...form.getInputProps('companyName')}
              />
              <TextInput
                label={t('quotationRequest.contactPerson')}
                autoComplete="name"
                required
                maxLength={200}
                {...form.getInputProps('contactPerson')}
              />
              <TextInput
                type="email"
                label={t('quotationRequest.email')}
                autoComplete="email"
                required
                dir="ltr"
                {...form.getInputProps('email')}
              />
              <TextInput
                type="tel"
                label={t('quotationRequest.phone')}
                autoComplete="tel"
                required
                maxLength={30}
                dir="ltr"
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            <QuotationRequestCourses form={form} />
            <NativeSelect
              label={t('quotationRequest.preferredMonth')}
              description={t('quotationRequest.preferredMonthHint')}
              data={[{ value: '', label: t('quotationRequest.noPreference') }, ...months]}
              {...form.getInputProps('preferredDate')}
            />
            <Textarea
              label={t('quotationRequest.notes')}
              description={t('quotationRequest.notesHint')}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={REQUEST_NOTES_MAX}
              {...form.getInputProps('notes')}
            />
            <div aria-hidden="true" className={classes.honeypot}>
              <label htmlFor={`quotation-request-${HONEYPOT_FIELD}`}>{t('forms.honeypotLabel')}</label>
              <input
                id={`quotation-request-${HONEYPOT_FIELD}`}
                name={HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={form.values[HONEYPOT_FIELD]}
                onChange={(event) => form.setFieldValue(HONEYPOT_FIELD, event.currentTarget.value)}
              />
            </div>
            <DialogActions
              submitLabel={t('quotationRequest.submit')}
              pending={send.isPending}
              onCancel={onClose}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
