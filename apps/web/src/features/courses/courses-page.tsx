import { Alert, Container, EmptyState, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../app/page-title';
import { useTRPC } from '../../app/trpc';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-card-skeleton';
import classes from './courses.module.css';

const skeletonCount = 6;

/** /courses: the active courses as cards, each leading to its detail page. */
export function CoursesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());

  return (
    <>
      <PageTitle title={t('courses.title')} />
      <div className={classes.pageHeader}>
        <Container size="lg" py={{ base: 32, sm: 48 }}>
          <Stack gap="xs">
            <Title order={1}>{t('courses.title')}</Title>
            <Text fz="lg" c="dimmed" maw={640}>
              {t('courses.subtitle')}
            </Text>
          </Stack>
        </Container>
      </div>
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        {courses.isPending && (
          <div role="status">
            <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-hidden>
              {Array.from({ length: skeletonCount }, (_, index) => (
                <CourseCardSkeleton key={index} />
              ))}
            </SimpleGrid>
          </div>
        )}
        {courses.isError && (
          <Alert color="red" icon={<IconAlertTriangle />} title={t('courses.fetchError')} />
        )}
        {courses.data?.length === 0 && (
          <EmptyState icon={<IconCalendarOff />} py="xl">
            <EmptyState.Title order={2}>{t('courses.emptyTitle')}</EmptyState.Title>
            <EmptyState.Description>{t('courses.emptyText')}</EmptyState.Description>
          </EmptyState>
        )}
        {courses.data && courses.data.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={classes.grid}>
            {courses.data.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
