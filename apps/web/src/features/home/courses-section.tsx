import { Alert, Button, Container, EmptyState, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconRocket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { useLoginDialog } from '../auth/login-dialog-context';
import { CourseCardSkeleton } from '../courses/course-card-skeleton';
import { useWebsiteContent } from '../website-content/use-website-content';
import classes from './home-page.module.css';
import { LandingCourseCard } from './landing-course-card';
import { SectionBand } from './section-band';

const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

function CourseGrid() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());

  if (courses.isPending) {
    return (
      <SimpleGrid {...grid} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <CourseCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (courses.isError)
    return <Alert color="red" icon={<IconAlertTriangle />} title={t('courses.fetchError')} />;
  if (courses.data.length === 0) {
    return (
      <EmptyState icon={<IconCalendarOff />} py="xl">
        <EmptyState.Title order={2}>{t('landingCourses.emptyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('landingCourses.emptyText')}</EmptyState.Description>
      </EmptyState>
    );
  }
  return (
    <SimpleGrid component="ul" {...grid} className={classes.courseGrid}>
      {courses.data.map((course) => (
        <li key={course.id}>
          <LandingCourseCard course={course} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The courses section: the editable title and subtitle, the course cards, and Start Your Journey. */
export function CoursesSection() {
  const { t } = useTranslation();
  const { data: content } = useWebsiteContent();
  const loginDialog = useLoginDialog();

  return (
    <section aria-labelledby={content ? 'courses-title' : undefined}>
      <SectionBand titleId="courses-title" titleField="coursesTitle" subtitleField="coursesSubtitle" />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <CourseGrid />
        <Paper radius="lg" p={{ base: 'lg', sm: 40 }} mt={{ base: 40, sm: 64 }} className={classes.journey}>
          <Stack gap="md" align="center" ta="center">
            <Title order={2} c="white">
              {t('landingCourses.journeyTitle')}
            </Title>
            <Text c="navy.1" maw={560}>
              {t('landingCourses.journeyText')}
            </Text>
            <Button
              size="lg"
              color="amber.5"
              leftSection={<IconRocket size={20} aria-hidden />}
              onClick={loginDialog.open}
              onPointerEnter={loginDialog.preload}
              onFocus={loginDialog.preload}
            >
              {t('landingCourses.startJourney')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    </section>
  );
}
