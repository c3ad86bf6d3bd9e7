import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSchool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../app/trpc';
import classes from './layout.module.css';

/**
 * The Courses dropdown (spec): 16rem wide, opening 100 ms after the pointer arrives (or on click,
 * Enter or Space); 'All Courses' then one entry per active course. A failed list leaves only 'All Courses'.
 */
export function CoursesMenu({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());

  return (
    <Menu
      trigger="click-hover"
      openDelay={100}
      closeDelay={150}
      width="16rem"
      position="bottom-end"
      shadow="md"
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.navLink}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
        >
          {t('nav.courses')}
          <IconChevronDown size={16} className={classes.chevron} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className={classes.coursesDropdown}>
        <Menu.Item component={Link} to="/courses" leftSection={<IconSchool size={20} aria-hidden />}>
          <Text fw={700} fz="sm">
            {t('nav.allCourses')}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('nav.allCoursesText')}
          </Text>
        </Menu.Item>
        {courses.data && courses.data.length > 0 && <Menu.Divider />}
        {courses.data?.map((course) => (
          <Menu.Item key={course.id} component={Link} to={`/course/${course.id}`}>
            {course.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
