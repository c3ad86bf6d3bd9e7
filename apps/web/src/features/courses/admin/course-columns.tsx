import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { type Course, courseTypeLabel } from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { Localized } from '../../../i18n/localized-text';
import type { TFunction } from '../../../i18n/translate';
import { pageLanguage } from '../../../i18n/translate';
import { CourseIcon } from '../course-icon';
import classes from './courses-tab.module.css';

const bd = (amount: number) => `${amount} BD`;

/**
 * The catalogue: each course with its picture, name (the Arabic on an Arabic page where one was
 * given), code, type, certificate, prices and state.
 */
export function courseColumns(t: TFunction): Column<Course>[] {
  return [
    {
      key: 'course',
      label: t('adminCourses.columns.course'),
      card: 'title',
      cell: (course) => (
        <Group gap="sm" wrap="nowrap">
          {course.imageUrl ? (
            <img src={course.imageUrl} alt="" className={classes.thumbnail} />
          ) : (
            <ThemeIcon size={40} variant="light" aria-hidden>
              <CourseIcon name={course.icon} size={22} />
            </ThemeIcon>
          )}
          <div>
            <Text fw={600} fz="sm">
              <Localized item={course} field="name" />
            </Text>
            <Text fz="xs" c="dimmed" ff="monospace" fw={400}>
              {course.code}
            </Text>
          </div>
        </Group>
      ),
    },
    {
      key: 'status',
      label: t('adminCourses.columns.status'),
      card: 'badge',
      cell: (course) => (
        <Badge color={course.isActive ? 'green' : 'gray'} variant="light">
          {course.isActive ? t('adminCourses.active') : t('adminCourses.inactive')}
        </Badge>
      ),
    },
    {
      key: 'courseType',
      label: t('adminCourses.columns.courseType'),
      cell: (course) => courseTypeLabel(course.courseType, pageLanguage()),
    },
    {
      key: 'certificate',
      label: t('adminCourses.columns.certificate'),
      cell: (course) =>
        course.certificateType === 'local'
          ? t('adminCourses.certificateTypes.local')
          : t('adminCourses.certificateTypes.rtitb'),
    },
    {
      key: 'training',
      label: t('adminCourses.columns.trainingPrice'),
      align: 'end',
      nowrap: true,
      cell: (course) => bd(course.trainingPrice),
    },
    {
      key: 'assessment',
      label: t('adminCourses.columns.assessmentPrice'),
      align: 'end',
      nowrap: true,
      cell: (course) => bd(course.assessmentPrice),
    },
  ];
}

export function courseActions(t: TFunction, open: (kind: 'edit' | 'delete') => void): RowAction[] {
  return [
    {
      key: 'edit',
      label: t('adminCourses.edit'),
      icon: <IconEdit size={16} aria-hidden />,
      onClick: () => open('edit'),
    },
    {
      key: 'delete',
      label: t('adminCourses.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      onClick: () => open('delete'),
      danger: true,
    },
  ];
}
