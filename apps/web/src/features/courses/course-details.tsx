import { Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconMessage } from '@tabler/icons-react';
import { localized } from '@tc/contracts/localized';
import type { Course } from '@tc/contracts/schemas';
import { Link } from 'react-router-dom';
import { PageHead } from '../../app/page-head';
import { siteAddress } from '../../app/site-address';
import { courseData } from '../../app/structured-data';
import { Localized, pageText, textAttributes } from '../../i18n/localized-text';
import { pageLanguage, useTranslation } from '../../i18n/translate';
import { AccreditationBadges } from '../accreditation/accreditation-badges';
import { imageSizes } from '../media/responsive-image';
import { QuotationRequestButton } from '../quotations/request/quotation-request-button';
import { CertificatePanel } from './certificate-panel';
import { CourseIcon } from './course-icon';
import { CourseImage } from './course-image';
import classes from './courses.module.css';
import { defaultLearningFor } from './default-learning';
import { learningPoints } from './learning-points';

/** The contact form, its Course Interest set to the course (the form reads ?course=). */
export function enquiryAddress(courseName: string): string {
  return `/?${new URLSearchParams({ section: 'contact', course: courseName })}`;
}

export function CourseDetails({ course }: { course: Course }) {
  const { t } = useTranslation();
  const name = pageText(course, 'name');
  const own = localized(course, 'whatYouLearn', pageLanguage());
  const ownPoints = learningPoints(own.text);
  // The course's own points (in the language they were written in), else the page's defaults.
  const [points, pointsLanguage] =
    ownPoints.length > 0
      ? [ownPoints, own.language]
      : [
          learningPoints(t(`courseDetail.defaultLearning.${defaultLearningFor(course.name)}`)),
          pageLanguage(),
        ];

  return (
    <Stack gap={48} mt="lg">
      <PageHead
        title={name}
        description={pageText(course, 'description') || undefined}
        image={course.imageUrl ?? undefined}
        structuredData={courseData(
          siteAddress(),
          course,
          { name, description: pageText(course, 'description') || name, centre: t('brand.name') },
          course.imageUrl ? new URL(course.imageUrl, `${siteAddress()}/`).toString() : undefined,
        )}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 48 }}>
        <div className={classes.detailImage}>
          <CourseImage
            course={course}
            alt={t('courseDetail.imageAlt', { name })}
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
              <Localized item={course} field="name" />
            </Title>
          </Stack>
          {course.description && (
            <Text fz="lg" className={classes.description}>
              <Localized item={course} field="description" />
            </Text>
          )}
          <dl className={classes.facts}>
            <div>
              <dt>{t('courseDetail.price')}</dt>
              <dd>{t('courseDetail.priceValue', { price: course.trainingPrice })}</dd>
            </div>
            {/* Shown when the page has one to show: an Arabic duration alone shows on the Arabic page. */}
            {pageText(course, 'duration') && (
              <div>
                <dt>{t('courseDetail.duration')}</dt>
                <dd>
                  <Localized item={course} field="duration" />
                </dd>
              </div>
            )}
          </dl>
          <Group gap="sm">
            <QuotationRequestButton
              prefill={{ courses: [{ courseId: course.id, numberOfCandidates: 1 }] }}
              href={enquiryAddress(course.name)}
            />
            <Button
              component={Link}
              to={enquiryAddress(course.name)}
              variant="default"
              leftSection={<IconMessage size={18} aria-hidden />}
            >
              {t('courseDetail.enquire')}
            </Button>
          </Group>
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
              <Text fz="lg" {...textAttributes(pointsLanguage)}>
                {point}
              </Text>
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
