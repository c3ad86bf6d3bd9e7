import { Container } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { PageHeader } from '../layout/page-header';
import { QueryGrid } from '../layout/query-grid';
import { CourseCard } from './course-card';
import { CourseCardSkeleton } from './course-card-skeleton';

const skeletonCount = 6;

/** /courses: the active courses as cards, each leading to its detail page. */
export function CoursesPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());

  return (
    <>
      <PageHeader title={t('courses.title')} subtitle={t('courses.subtitle')} />
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <QueryGrid
          query={courses}
          grid={{ cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' }}
          skeleton={<CourseCardSkeleton />}
          skeletonCount={skeletonCount}
          errorTitle={t('courses.fetchError')}
          empty={{ icon: <IconCalendarOff />, title: t('courses.emptyTitle'), text: t('courses.emptyText') }}
          itemKey={(course) => course.id}
          renderItem={(course, index) => <CourseCard course={course} first={index === 0} />}
        />
      </Container>
    </>
  );
}
