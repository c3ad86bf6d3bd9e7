import { Image } from '@mantine/core';
import type { Course } from '@tc/contracts/schemas';
import { useState } from 'react';
import { responsiveImage } from '../media/responsive-image';
import { defaultCourseImageUrl } from './course-illustration';
import classes from './courses.module.css';

/**
 * The course's own picture, in the stored version that fits `sizes`, or a drawing chosen by its
 * name when it has none or the picture fails to load. Lazy, unless `first`: the picture at the top
 * of a page loads at once, and first.
 */
export function CourseImage({
  course,
  alt,
  sizes,
  first = false,
}: {
  course: Pick<Course, 'name' | 'imageUrl' | 'imageVersions'>;
  alt: string;
  sizes: string;
  first?: boolean;
}) {
  const illustration = defaultCourseImageUrl(course.name);
  // A failed picture falls back to the drawing, which a srcset would override: drop it then.
  const [failed, setFailed] = useState(false);
  const picture =
    course.imageUrl && !failed ? responsiveImage(course.imageUrl, course.imageVersions, sizes) : null;
  return (
    <Image
      {...picture}
      src={picture?.src ?? illustration}
      fallbackSrc={illustration}
      onError={() => setFailed(true)}
      alt={alt}
      className={classes.image}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}
