import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Course } from '@tc/contracts/schemas';
import { Link } from 'react-router-dom';
import { Localized } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import { imageSizes } from '../media/responsive-image';
import { CourseIcon } from './course-icon';
import { CourseImage } from './course-image';
import classes from './courses.module.css';

/** One course of the list: the whole card links to its detail page. `first`: the top card of the page. */
export function CourseCard({ course, first = false }: { course: Course; first?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card component={Link} to={`/course/${course.id}`} padding="lg" className={classes.card}>
      <Card.Section>
        <CourseImage course={course} alt="" sizes={imageSizes.courseCard} first={first} />
      </Card.Section>
      <Group mt="md" gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} variant="light" aria-hidden>
          <CourseIcon name={course.icon} size={22} />
        </ThemeIcon>
        <Title order={2} fz="lg" lh={1.3} pt={8}>
          <Localized item={course} field="name" />
        </Title>
      </Group>
      <Group mt="auto" pt="md" gap={6} className={classes.learnMore}>
        <Text component="span" fw={700} c="navy.7">
          {t('courses.learnMore')}
        </Text>
        <IconArrowRight size={18} className="mantine-rotate-rtl" aria-hidden />
      </Group>
    </Card>
  );
}
