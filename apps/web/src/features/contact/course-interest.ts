import type { Language } from '@tc/contracts/language';
import { localized } from '@tc/contracts/localized';
import { GENERAL_INQUIRY } from '@tc/contracts/schemas';

/**
 * The contact form's Course Interest choices: General Inquiry, then each active course. The value
 * is the course's name (the English, which the console and its reports read); the label is its
 * name in the page's language where the admin gave one.
 */
export function courseInterestOptions(
  courses: ReadonlyArray<{ name: string; nameAr?: string | null }> | undefined,
  generalInquiryLabel: string,
  language: Language,
): Array<{ value: string; label: string }> {
  const seen = new Set<string>();
  const choices = (courses ?? []).filter((course) => !seen.has(course.name) && seen.add(course.name));
  return [
    { value: GENERAL_INQUIRY, label: generalInquiryLabel },
    ...choices.map((course) => ({ value: course.name, label: localized(course, 'name', language).text })),
  ];
}

/** How the console shows a message's course interest: the course name, or General Inquiry. */
export function courseInterestLabel(courseInterest: string | null, generalInquiryLabel: string): string {
  return !courseInterest || courseInterest === GENERAL_INQUIRY ? generalInquiryLabel : courseInterest;
}
