import { Anchor, Card, Group, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Course } from '@tc/contracts/schemas';
import { Link } from 'react-router-dom';
import { Localized } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import { CourseIcon } from '../courses/course-icon';
import classes from './home-page.module.css';

/** A course in the landing page's grid: its icon, its name and an Explore Course link. */
export function LandingCourseCard({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg" className={classes.courseCard}>
      <ThemeIcon size={48} variant="light" aria-hidden>
        <CourseIcon name={course.icon} size={26} />
      </ThemeIcon>
      <Title order={2} fz="lg" lh={1.3} mt="md">
        <Localized item={course} field="name" />
      </Title>
      <Anchor component={Link} to={`/course/${course.id}`} fw={700} mt="auto" pt="md">
        <Group component="span" gap={6}>
          <Text component="span" inherit>
            {t('landingCourses.explore')}
            <VisuallyHidden component="span">
              {' '}
              <Localized item={course} field="name" />
            </VisuallyHidden>
          </Text>
          <IconArrowRight size={18} className="mantine-rotate-rtl" aria-hidden />
        </Group>
      </Anchor>
    </Card>
  );
}
