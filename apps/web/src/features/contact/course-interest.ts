import { GENERAL_INQUIRY } from '@tc/contracts/schemas';

/** The contact form's Course Interest choices: General Inquiry, then each active course by its name. */
export function courseInterestOptions(
  courses: ReadonlyArray<{ name: string }> | undefined,
  generalInquiryLabel: string,
): Array<{ value: string; label: string }> {
  const names = [...new Set((courses ?? []).map((course) => course.name))];
  return [
    { value: GENERAL_INQUIRY, label: generalInquiryLabel },
    ...names.map((name) => ({ value: name, label: name })),
  ];
}

/** How the console shows a message's course interest: the course name, or General Inquiry. */
export function courseInterestLabel(courseInterest: string | null, generalInquiryLabel: string): string {
  return !courseInterest || courseInterest === GENERAL_INQUIRY ? generalInquiryLabel : courseInterest;
}
