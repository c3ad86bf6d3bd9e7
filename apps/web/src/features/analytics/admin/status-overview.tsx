import { Card, Progress, Text, Title } from '@mantine/core';
import classes from './analytics.module.css';

interface OverviewRow {
  key: string;
  label: string;
  value: number;
  /** The bar's colour; its length is the row's share of `total`. */
  color: string;
  /** The count written out, when it says more than the number ('3 classes'). */
  text?: string;
}

/**
 * One overview of the tab: a heading and a row per figure, each with a bar of its share. The bars
 * are decoration (the numbers are written beside them), so screen readers skip them.
 */
export function StatusOverview({
  title,
  subtitle,
  rows,
  total,
}: {
  title: string;
  subtitle?: string;
  rows: OverviewRow[];
  total: number;
}) {
  return (
    <Card padding="lg" className={classes.overview}>
      <Title order={3} fz="h4">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" fz="sm">
          {subtitle}
        </Text>
      )}
      <ul className={classes.rows} style={{ marginBlockStart: 'var(--mantine-spacing-md)' }}>
        {rows.map((row) => (
          <li key={row.key} className={classes.row}>
            <span className={classes.label}>{row.label}</span>
            <span className={classes.value}>{row.text ?? row.value}</span>
            <Progress
              className={classes.bar}
              value={total > 0 ? (row.value / total) * 100 : 0}
              color={row.color}
              size="sm"
              aria-hidden
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
