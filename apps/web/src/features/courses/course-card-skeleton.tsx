import { Card, Skeleton } from '@mantine/core';
import classes from './courses.module.css';

export function CourseCardSkeleton() {
  return (
    <Card padding="lg">
      <Card.Section>
        <Skeleton className={classes.image} radius={0} />
      </Card.Section>
      <Skeleton height={22} width="75%" mt="md" />
      <Skeleton height={16} width="35%" mt="lg" />
    </Card>
  );
}
