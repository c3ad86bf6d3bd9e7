import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type LocalizedText, localized } from '@tc/contracts/localized';
import {
  DEFAULT_SUBMIT_BUTTON_TEXT,
  DEFAULT_SUCCESS_MESSAGE,
  HONEYPOT_FIELD,
  type PublicForm,
  parseCalendarDate,
} from '@tc/contracts/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissToast, notifyError } from '../../app/notify';
import { typedValues, usePostedForm } from '../../app/posted-form';
import { serverMessage } from '../../app/server-message';
import { useTRPC } from '../../app/trpc';
import { pageText, textAttributes } from '../../i18n/localized-text';
import { pageLanguage, useTranslation } from '../../i18n/translate';
import { FormFieldControl } from './form-field-control';
import { emptyAnswers, type FormFieldValue, type FormValues, prepareSubmission } from './form-submission';
import classes from './forms.module.css';

const ID_PREFIX = 'public-form';
/** One toast for the form's sending: a later failure or success replaces an earlier failure. */
const TOAST_ACTION = 'public-form-submit';

/** Focus the first field with a problem (a group's first choice), so the visitor lands on it. */
function focusField(fieldName: string) {
  const element = document.getElementById(`${ID_PREFIX}-${fieldName}`);
  const target = element?.matches('input, select, textarea') ? element : element?.querySelector('input');
  // Centred, so the sticky header never covers it.
  target?.scrollIntoView({ block: 'center' });
  target?.focus({ preventScroll: true });
}

/**
 * A text around the fields (the button's, the thanks) as the page shows it: the admin's Arabic on
 * an Arabic page; where none was given and the English is still the product's default, the page's
 * own words for it ('إرسال'); else the admin's English, marked English.
 */
export function formText(
  form: Pick<PublicForm, 'submitButtonText' | 'submitButtonTextAr' | 'successMessage' | 'successMessageAr'>,
  field: 'submitButtonText' | 'successMessage',
  pageDefault: string,
): LocalizedText {
  const shown = localized(form, field, pageLanguage());
  const productDefault = field === 'submitButtonText' ? DEFAULT_SUBMIT_BUTTON_TEXT : DEFAULT_SUCCESS_MESSAGE;
  if (shown.language !== pageLanguage() && form[field] === productDefault) {
    return { text: pageDefault, language: pageLanguage() };
  }
  return shown;
}

/**
 * The answers as the form's state holds them, from the fields' values by name (typedValues): a date
 * as typed is read back as the date it names, or left empty.
 */
function answersFrom(form: PublicForm, named: Record<string, string | string[]>): FormValues {
  const answers: FormValues = {};
  for (const { fieldName, fieldType } of form.fields) {
    const value = named[fieldName] ?? (fieldType === 'checkbox' ? [] : '');
    if (fieldType === 'checkbox') answers[fieldName] = [value].flat();
    else if (fieldType === 'date')
      answers[fieldName] = parseCalendarDate(asText(value), pageLanguage()) ?? '';
    else answers[fieldName] = asText(value);
  }
  return answers;
}
const asText = (value: string | string[]) => (Array.isArray(value) ? (value[0] ?? '') : value);

/**
 * The fields of a public form and its submit button. Before sending, the answers go through the
 * server's own check, so the first problem shows at once as a toast (and under its field); the
 * server's refusal (a changed form, throttling) is toasted with its message. Without JavaScript it
 * posts as a plain form to its own page, which answers with the same checks: the thanks, or the
 * message on top and under each field, with what was typed (PostedForm).
 */
export function PublicFormBody({
  form,
  onSent,
}: {
  form: PublicForm;
  onSent: (message: LocalizedText) => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { pathname, search } = useLocation();
  const posted = usePostedForm(form.slug);
  const refused = posted && !posted.outcome.sent ? posted.outcome : undefined;
  const [values, setValues] = useState(() =>
    refused && posted ? answersFrom(form, posted.values) : emptyAnswers(form.fields),
  );
  const [errors, setErrors] = useState<Record<string, string>>(() => refused?.fieldErrors ?? {});
  const element = useRef<HTMLFormElement>(null);
  // Typed before the page's script ran: into the form's state, as shown.
  useEffect(() => {
    if (element.current) setValues(answersFrom(form, typedValues(element.current)));
  }, []);
  const [honeypot, setHoneypot] = useState('');
  const submit = useMutation(
    trpc.forms.submit.mutationOptions({
      onSuccess: (result) => {
        dismissToast(TOAST_ACTION);
        // The thanks of the form as the server has it now, in the page's language where given.
        const sent = { ...form, successMessage: result.successMessage };
        onSent(formText(sent, 'successMessage', t('forms.thankYouText')));
      },
      onError: (error) =>
        notifyError(t('forms.submitErrorTitle'), serverMessage(error, t('forms.submitFailed')), TOAST_ACTION),
    }),
  );

  const change = (fieldName: string, value: FormFieldValue) => {
    setValues((current) => ({ ...current, [fieldName]: value }));
    setErrors(({ [fieldName]: _solved, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const prepared = prepareSubmission(form.fields, values, honeypot);
    if (!prepared.ok) {
      setErrors(prepared.errors);
      notifyError(t('forms.validationError'), prepared.first.message, TOAST_ACTION);
      focusField(prepared.first.fieldName);
      return;
    }
    setErrors({});
    submit.mutate({ slug: form.slug, data: prepared.data });
  };

  const hasRequired = form.fields.some((field) => field.isRequired);
  const button = formText(form, 'submitButtonText', t('forms.submit'));
  return (
    <form
      ref={element}
      method="post"
      action={`${pathname}${search}`}
      onSubmit={onSubmit}
      noValidate
      aria-label={pageText(form, 'title')}
    >
      <Stack gap="lg">
        {refused && submit.isIdle && (
          <Alert color="red" icon={<IconAlertTriangle />} role="alert" title={t('forms.submitErrorTitle')}>
            {refused.message}
          </Alert>
        )}
        {hasRequired && (
          <Text fz="sm" c="dimmed">
            {t('forms.requiredHint')}
          </Text>
        )}
        {form.fields.map((field) => (
          <FormFieldControl
            key={field.id}
            field={field}
            idPrefix={ID_PREFIX}
            value={values[field.fieldName] ?? ''}
            onChange={(value) => change(field.fieldName, value)}
            error={errors[field.fieldName]}
          />
        ))}
        {/* People never see this field; bots that fill every input give themselves away. */}
        <div aria-hidden="true" className={classes.honeypot}>
          <label htmlFor={`${ID_PREFIX}-${HONEYPOT_FIELD}`}>{t('forms.honeypotLabel')}</label>
          <input
            id={`${ID_PREFIX}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(event) => setHoneypot(event.currentTarget.value)}
          />
        </div>
        <Button
          type="submit"
          size="md"
          disabled={submit.isPending}
          leftSection={<IconSend size={18} className="mantine-rotate-rtl" aria-hidden />}
          className={classes.submit}
        >
          {submit.isPending ? (
            t('forms.submitting')
          ) : (
            <span {...textAttributes(button.language)}>{button.text || t('forms.submit')}</span>
          )}
        </Button>
      </Stack>
    </form>
  );
}
