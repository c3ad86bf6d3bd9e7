import { Image } from '@mantine/core';
import type { Course } from '@tc/contracts/schemas';
import { defaultCourseImageUrl } from './course-illustration';
import classes from './courses.module.css';

/**
 * The course's own picture, or a drawing chosen by its name when it has none or the picture fails
 * to load. Lazy, unless `first`: the picture at the top of a page loads at once, and first.
 */
export function CourseImage({
  course,
  alt,
  first = false,
}: {
  course: Pick<Course, 'name' | 'imageUrl'>;
  alt: string;
  first?: boolean;
}) {
  const illustration = defaultCourseImageUrl(course.name);
  return (
    <Image
      src={course.imageUrl || illustration}
      fallbackSrc={illustration}
      alt={alt}
      className={classes.image}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}
