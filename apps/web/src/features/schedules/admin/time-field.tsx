import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';

/** '8:30' -> '08:30', '0830' and '830' -> '08:30', '8' -> '08:00'; anything else as typed, for the form to refuse. */
export function tidyTime(text: string): string {
  const trimmed = text.trim();
  const parts = /^(\d{1,2})(?::?(\d{2}))?$/.exec(trimmed);
  if (!parts) return trimmed;
  const [, hours = '', minutes = '00'] = parts;
  return `${hours.padStart(2, '0')}:${minutes.padStart(2, '0')}`;
}

type TimeFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange: (value: string) => void;
};

/**
 * A class time, always 24-hour HH:mm (14:30), where the browser's own time input would follow its
 * locale (02:30 PM). Typed; tidied when the field is left ('930' becomes '09:30').
 */
export function TimeField({ value, onChange, onBlur, ...rest }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder={t('adminSchedules.timePlaceholder')}
      {...rest}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={(event) => {
        if (value) onChange(tidyTime(value));
        onBlur?.(event);
      }}
    />
  );
}
