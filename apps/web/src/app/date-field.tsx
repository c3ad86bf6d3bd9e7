import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { useTranslation } from '../i18n/translate';
import { dateWriting, formatCalendarDate, parseCalendarDate } from './dates';

/** The week in Bahrain, whatever the language: it starts on Sunday; Friday and Saturday are the weekend. */
const CENTRE_WEEK = { firstDay: 0, weekend: [5, 6] } as const;

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate' | 'defaultValue'
> & {
  /** 'YYYY-MM-DD', or '' (or nothing) for none: what the form holds and the server receives. */
  value?: string;
  onChange: (value: string) => void;
  /** The first and last days the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
};

/**
 * The field as it shows, named as the form's field (`data-field-name`): a page posted without
 * JavaScript sends the date as typed, which the server reads back (parseCalendarDate).
 */
const NamedInput = forwardRef<
  HTMLInputElement,
  ComponentPropsWithoutRef<'input'> & { 'data-field-name'?: string }
>(({ 'data-field-name': fieldName, ...props }, ref) => <input {...props} ref={ref} name={fieldName} />);

/**
 * A date to type or pick, written the centre's way (dd/mm/yyyy in English) whatever the browser's
 * locale, where a browser's own date input would follow the browser. It holds 'YYYY-MM-DD'.
 * The calendar greys out the days outside min and max; a date typed outside them is still taken,
 * so the form's own check says what is wrong with it instead of the field dropping it silently.
 */
export function DateField({ value, onChange, min, max, required, name, ...rest }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The shown input carries the name, not Mantine's hidden one (DateInput hands `component` on to it).
  const named = name === undefined ? {} : { component: NamedInput, 'data-field-name': name };
  return (
    <DateInput
      {...rest}
      {...(named as object)}
      required={required}
      value={value || null}
      onChange={(date) => onChange(date ?? '')}
      valueFormat={(date) => formatCalendarDate(date, language)}
      dateParser={(text) => parseCalendarDate(text, language)}
      placeholder={dateWriting(language).placeholder}
      excludeDate={(day) => (min !== undefined && day < min) || (max !== undefined && day > max)}
      // The calendar's month and day names: dayjs's locale of the language (Arabic's is loaded with
      // the Arabic texts, i18n/page-language.ts).
      locale={language}
      firstDayOfWeek={CENTRE_WEEK.firstDay}
      weekendDays={[...CENTRE_WEEK.weekend]}
      clearable={!required}
      clearButtonProps={{ 'aria-label': t('common.clearDate') }}
      autoComplete="off"
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      popoverProps={{ withinPortal: true }}
    />
  );
}
