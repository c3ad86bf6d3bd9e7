import type { Schedule } from '@tc/contracts/schemas';
import { courseTypeLabel, localized } from '@tc/contracts/schemas';
import { pageLanguage } from '../../i18n/translate';

/** Class dates on every schedule screen are written the centre's way, without a weekday: '6 Dec 2026'. */
export { formatCentreDate as formatClassDate } from '@tc/contracts/schemas';

/**
 * The course a class is for: the course's name (its Arabic one on an Arabic page, when the
 * catalogue has one), else the course type's label.
 */
export function classCourseName(
  schedule: Pick<Schedule, 'courseName' | 'courseNameAr' | 'courseType'>,
): string {
  const language = pageLanguage();
  return (
    localized(schedule, 'courseName', language).text ??
    (schedule.courseType ? courseTypeLabel(schedule.courseType, language) : '')
  );
}

/** A client company as lists show it: the company, else the person, else the e-mail. */
export function clientName(user: Schedule['user']): string {
  const person = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.companyName || person || user.email;
}
