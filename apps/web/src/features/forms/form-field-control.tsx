import { Checkbox, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { localized, localizedOption } from '@tc/contracts/localized';
import type { PublicFormField } from '@tc/contracts/schemas';
import { lazy, Suspense } from 'react';
import { pageText, textAttributes } from '../../i18n/localized-text';
import { pageLanguage, useTranslation } from '../../i18n/translate';
import classes from './form-field-control.module.css';
import type { FormFieldValue } from './form-submission';
import '../../app/mantine-styles-forms';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';

export { emptyFieldValue, type FormFieldValue } from './form-submission';

/** The date picker comes with the first form that asks for a date, not with every form. */
const DateField = lazy(() => import('../../app/date-field').then((m) => ({ default: m.DateField })));

export type FormFieldControlField = Pick<
  PublicFormField,
  'fieldName' | 'label' | 'fieldType' | 'placeholder' | 'isRequired' | 'options'
> &
  Partial<Pick<PublicFormField, 'labelAr' | 'placeholderAr' | 'optionsAr'>>;

export interface FormFieldControlProps {
  field: FormFieldControlField;
  value: FormFieldValue;
  onChange: (value: FormFieldValue) => void;
  error?: string | null;
  /** Makes the ids unique where one page shows the same form twice (the builder's preview). */
  idPrefix?: string;
}

const asText = (value: FormFieldValue) => (typeof value === 'string' ? value : (value[0] ?? ''));
const asList = (value: FormFieldValue) => (Array.isArray(value) ? value : value === '' ? [] : [value]);

/**
 * One field of a public form as the visitor fills it in, for every field type: a labelled Mantine
 * control with the required mark, its error tied to it (aria-describedby) and choice groups named
 * by their label. The answer stays text (a number too, so nothing is lost while typing); the
 * checkboxes' answer is the list of chosen options. Label, placeholder and options show in the
 * page's language where the admin gave it; the answer is always the option itself (the English),
 * so exports and reports count one answer however it was shown.
 */
export function FormFieldControl({
  field,
  value,
  onChange,
  error,
  idPrefix = 'form',
}: FormFieldControlProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field.fieldName}`;
  const label = localized(field, 'label', pageLanguage());
  const common = {
    id,
    label: <span {...textAttributes(label.language)}>{label.text}</span>,
    required: field.isRequired,
    error: error || undefined,
  };
  const input = { classNames: { input: classes.input } };
  const placeholder = pageText(field, 'placeholder') ?? undefined;
  const choices = field.options.map((option, at) => {
    const shown = localizedOption(field, at, pageLanguage());
    return { value: option, text: shown.text, attributes: textAttributes(shown.language) };
  });
  const text = asText(value);
  const onText = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value);

  switch (field.fieldType) {
    case 'textarea':
      return (
        <Textarea
          {...common}
          {...input}
          name={field.fieldName}
          placeholder={placeholder}
          rows={4}
          autosize={false}
          resize="vertical"
          value={text}
          onChange={onText}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          {...input}
          name={field.fieldName}
          data={[
            { value: '', label: placeholder ?? t('forms.selectPlaceholder') },
            ...choices.map(({ value, text }) => ({ value, label: text })),
          ]}
          value={text}
          onChange={onText}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} name={field.fieldName} value={text} onChange={(chosen) => onChange(chosen)}>
          <Stack gap="xs" mt={6}>
            {choices.map(({ value, text, attributes }) => (
              <Radio key={value} value={value} label={<span {...attributes}>{text}</span>} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'checkbox':
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={(chosen) => onChange(chosen)}>
          <Stack gap="xs" mt={6}>
            {choices.map(({ value, text, attributes }) => (
              <Checkbox
                key={value}
                value={value}
                label={<span {...attributes}>{text}</span>}
                name={field.fieldName}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'date':
      return (
        <Suspense fallback={<TextInput {...common} {...input} disabled />}>
          <DateField {...common} {...input} name={field.fieldName} value={text} onChange={onChange} />
        </Suspense>
      );
    default:
      return (
        <TextInput
          {...common}
          {...input}
          {...textInputKind(field.fieldType)}
          name={field.fieldName}
          placeholder={placeholder}
          value={text}
          onChange={onText}
        />
      );
  }
}

/** What a one-line field tells the browser: the keyboard on phones and what may fill it in. */
function textInputKind(type: FormFieldControlField['fieldType']) {
  switch (type) {
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;
    case 'phone':
      return { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } as const;
    case 'number':
      return { type: 'text', inputMode: 'decimal' } as const;
    default:
      return { type: 'text' } as const;
  }
}
