import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { pageText } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';

/**
 * The catalogue's courses as choices, by the name the page shows (the Arabic on an Arabic page
 * where one was given; the server's order): the one course list of classes, certificates and the
 * directory (the Courses tab's own query, so a course added or retired there shows at once). Only
 * the label is the page's: the choice is the course's id, and what a class or quotation keeps of
 * the course is the server's. Certificates take active courses; classes may also name a retired
 * one, marked so.
 */
export function useCourseChoices({ withInactive = false } = {}): { value: string; label: string }[] {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.listAll.queryOptions());
  return (courses.data ?? [])
    .filter((course) => withInactive || course.isActive)
    .map((course) => {
      const name = pageText(course, 'name');
      return {
        value: course.id,
        label: course.isActive ? name : t('adminCourses.inactiveChoice', { name }),
      };
    });
}

/** The Course field of the console's forms: a required, searchable choice of the catalogue. */
export function CourseSelect({
  withInactive,
  ...props
}: Omit<SelectProps, 'data'> & { withInactive?: boolean }) {
  const courses = useCourseChoices({ withInactive });
  // Each name runs its own way among the others (an English name in the Arabic list).
  return (
    <Select
      data={courses}
      searchable
      required
      renderOption={({ option }) => <span dir="auto">{option.label}</span>}
      {...props}
    />
  );
}
