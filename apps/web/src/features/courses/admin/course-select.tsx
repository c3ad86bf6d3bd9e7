import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';

/**
 * The catalogue's courses as choices, by name: the one course list of classes, certificates and
 * the directory (the Courses tab's own query, so a course added or retired there shows at once).
 * Certificates take active courses; classes may also name a retired one, marked so.
 */
export function useCourseChoices({ withInactive = false } = {}): { value: string; label: string }[] {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.listAll.queryOptions());
  return (courses.data ?? [])
    .filter((course) => withInactive || course.isActive)
    .map((course) => ({
      value: course.id,
      label: course.isActive ? course.name : t('adminCourses.inactiveChoice', { name: course.name }),
    }));
}

/** The Course field of the console's forms: a required, searchable choice of the catalogue. */
export function CourseSelect({
  withInactive,
  ...props
}: Omit<SelectProps, 'data'> & { withInactive?: boolean }) {
  const courses = useCourseChoices({ withInactive });
  return <Select data={courses} searchable required {...props} />;
}
