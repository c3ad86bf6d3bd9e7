import { Card, Title } from '@mantine/core';
import classes from './reports.module.css';

/** A titled list of counts (classes or quotations by status), each with its value at the line's end. */
export function StatusCounts({
  title,
  rows,
}: {
  title: string;
  rows: Array<{ label: string; value: number }>;
}) {
  return (
    <Card padding="lg">
      <Title order={4} fz="md" mb="sm">
        {title}
      </Title>
      <dl className={classes.counts}>
        {rows.map((row) => (
          <div key={row.label} className={classes.count}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
