import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHead } from '../../app/page-head';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { CourseDetails } from './course-details';

function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" py={{ base: 48, sm: 80 }}>
      <PageHead title={t('courseDetail.notFoundTitle')} />
      <Title order={1}>{t('courseDetail.notFoundTitle')}</Title>
      <Text c="dimmed">{t('courseDetail.notFoundText')}</Text>
      <Button component={Link} to="/courses">
        {t('courseDetail.allCourses')}
      </Button>
    </Stack>
  );
}

function CourseDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Group mt="lg" gap={48} align="flex-start" aria-hidden>
        <Skeleton height={280} style={{ flex: '1 1 320px' }} radius="lg" />
        <Stack style={{ flex: '1 1 320px' }}>
          <Skeleton height={52} width={52} />
          <Skeleton height={36} width="80%" />
          <Skeleton height={18} />
          <Skeleton height={18} width="60%" />
        </Stack>
      </Group>
    </div>
  );
}

/** Whether the page before this one in the tab's history is one of this site's (React Router's index). */
function cameFromThisSite(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** /course/:courseId: one course in full, or 'Course Not Found'. */
export function CourseDetailPage() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams();
  const trpc = useTRPC();
  const course = useQuery(trpc.courses.byId.queryOptions({ id: courseId }));
  const notFound = course.error?.data?.code === 'NOT_FOUND';
  const navigate = useNavigate();

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Anchor
        component={Link}
        to="/courses"
        fw={600}
        onClick={(event) => {
          // Came from a page of this site (the router counts its entries): back is where they were,
          // the catalogue, a search, the home page's courses. Came from elsewhere: the catalogue.
          if (!cameFromThisSite()) return;
          event.preventDefault();
          navigate(-1);
        }}
      >
        <Group component="span" gap={6}>
          <IconArrowLeft size={18} className="mantine-rotate-rtl" aria-hidden />
          {t('courseDetail.back')}
        </Group>
      </Anchor>
      {course.isPending && <CourseDetailSkeleton />}
      {notFound && <CourseNotFound />}
      {course.isError && !notFound && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('courseDetail.fetchError')} mt="lg" />
      )}
      {course.data && <CourseDetails course={course.data} />}
    </Container>
  );
}
