import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Course } from '@tc/contracts/schemas';
import { PageTitle } from '../../app/page-title';
import { useTranslation } from '../../i18n/translate';
import { AccreditationBadges } from '../accreditation/accreditation-badges';
import { imageSizes } from '../media/responsive-image';
import { CertificatePanel } from './certificate-panel';
import { CourseIcon } from './course-icon';
import { CourseImage } from './course-image';
import classes from './courses.module.css';
import { defaultLearningFor } from './default-learning';
import { learningPoints } from './learning-points';

export function CourseDetails({ course }: { course: Course }) {
  const { t } = useTranslation();
  const ownPoints = learningPoints(course.whatYouLearn);
  const points =
    ownPoints.length > 0
      ? ownPoints
      : learningPoints(t(`courseDetail.defaultLearning.${defaultLearningFor(course.name)}`));

  return (
    <Stack gap={48} mt="lg">
      <PageTitle title={course.name} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <div className={classes.detailImage}>
          <CourseImage
            course={course}
            alt={t('courseDetail.imageAlt', { name: course.name })}
            sizes={imageSizes.courseDetail}
            first
          />
        </div>
        <Stack gap="lg">
          <Stack gap="sm">
            <ThemeIcon size={52} variant="light" aria-hidden>
              <CourseIcon name={course.icon} size={30} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 28, sm: 36 }}>
              {course.name}
            </Title>
          </Stack>
          {course.description && (
            <Text fz="lg" className={classes.description}>
              {course.description}
            </Text>
          )}
          <CertificatePanel type={course.certificateType} />
        </Stack>
      </SimpleGrid>
      <section aria-labelledby="what-you-learn">
        <Title order={2} id="what-you-learn" mb="md">
          {t('courseDetail.whatYouLearn')}
        </Title>
        <Stack component="ul" gap="sm" className={classes.learningPoints}>
          {points.map((point) => (
            <Group component="li" key={point} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={26} radius="xl" color="amber.5" aria-hidden>
                <IconCircleCheck size={18} />
              </ThemeIcon>
              <Text fz="lg">{point}</Text>
            </Group>
          ))}
        </Stack>
      </section>
      <div className={classes.badges}>
        <AccreditationBadges headingId="course-accreditation" />
      </div>
    </Stack>
  );
}
