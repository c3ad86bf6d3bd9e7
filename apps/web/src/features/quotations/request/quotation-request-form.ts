import { randomId } from '@mantine/hooks';
import { HONEYPOT_FIELD, type QuotationRequestInput, quotationRequestMessages } from '@tc/contracts/schemas';
import { monthNameIn } from '../../../app/dates';
import { localMessage } from '../../../i18n/translate';

/**
 * What a page opening the request already knows: the course page its course, the client portal
 * ("Book a refresher") the client's details and past courses.
 */
export interface QuotationRequestPrefill {
  courses: Array<{ courseId: string; numberOfCandidates: number }>;
  companyName?: string;
  contactPerson?: string;
  email?: string;
  phone?: string;
  /** What the request is about beyond its courses (the operators a refresher is for). */
  notes?: string;
}

/** A course row as the form holds it: the number as typed ('' while emptied), and a key for React. */
export interface RequestedCourseValues {
  key: string;
  courseId: string;
  numberOfCandidates: number | string;
}

export interface QuotationRequestValues {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  courses: RequestedCourseValues[];
  /** A month, '2027-03', or '' for no preference. */
  preferredDate: string;
  notes: string;
  [HONEYPOT_FIELD]: string;
}

export const courseRow = (courseId = '', numberOfCandidates: number | string = 1): RequestedCourseValues => ({
  key: randomId(),
  courseId,
  numberOfCandidates,
});

/** The form as it opens: the prefill where given, else empty with one course row to choose. */
export function requestValues(prefill?: QuotationRequestPrefill): QuotationRequestValues {
  const courses = prefill?.courses ?? [];
  return {
    companyName: prefill?.companyName ?? '',
    contactPerson: prefill?.contactPerson ?? '',
    email: prefill?.email ?? '',
    phone: prefill?.phone ?? '',
    courses:
      courses.length > 0
        ? courses.map((course) => courseRow(course.courseId, course.numberOfCandidates))
        : [courseRow()],
    preferredDate: '',
    notes: prefill?.notes ?? '',
    [HONEYPOT_FIELD]: '',
  };
}

/** What is sent: the values without the rows' keys (the schema checked them already). */
export function requestPayload(values: QuotationRequestValues): QuotationRequestInput {
  return {
    ...values,
    courses: values.courses.map(({ courseId, numberOfCandidates }) => ({
      courseId,
      numberOfCandidates: Number(numberOfCandidates),
    })),
  };
}

/** The server's messages that concern a field of the form, as it says them to this page. */
const FIELD_MESSAGES: ReadonlyArray<readonly [keyof QuotationRequestValues, readonly string[]]> = [
  [
    'courses',
    [
      quotationRequestMessages.courses,
      quotationRequestMessages.course,
      quotationRequestMessages.courseOnce,
      quotationRequestMessages.candidates,
      quotationRequestMessages.unknownCourse,
    ],
  ],
  ['email', [quotationRequestMessages.email]],
  ['phone', [quotationRequestMessages.phone]],
  ['preferredDate', [quotationRequestMessages.preferredDate]],
];

/**
 * Which field a refusal of the server (400) is about, else null (the message then shows above the
 * form): a course no longer offered goes under the courses.
 */
export function refusedField(message: string): keyof QuotationRequestValues | null {
  const found = FIELD_MESSAGES.find(([, messages]) =>
    messages.some((known) => localMessage(known) === message),
  );
  return found?.[0] ?? null;
}

/**
 * The months a visitor may prefer: this month (in Bahrain, `today` 'YYYY-MM-DD') and the `count`
 * after it, as '2027-03' with its name ('March 2027') in the page's language.
 */
export function monthChoices(
  today: string,
  language: string,
  count = 18,
): Array<{ value: string; label: string }> {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => {
    const at = year * 12 + (month - 1) + index;
    const [y, m] = [Math.floor(at / 12), (at % 12) + 1];
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: `${monthNameIn(m, language)} ${y}` };
  });
}
