import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A portal's count card: a label, the number and what it counts. */
export function SummaryCard({
  label,
  value,
  text,
  icon,
  warning = false,
}: {
  label: string;
  /** A count, or an amount already written out ('BD 1,936.00'). */
  value: number | string | undefined;
  text?: string;
  icon: ReactNode;
  /** A value that calls for attention (an overdue total): the value and icon in the warning colour. */
  warning?: boolean;
}) {
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600} c="dimmed" fz="sm">
            {label}
          </Text>
          <Text fw={750} fz={32} lh={1.2} c={warning ? 'amber.8' : undefined}>
            {value ?? '–'}
          </Text>
          {text && (
            <Text c="dimmed" fz="sm">
              {text}
            </Text>
          )}
        </div>
        <ThemeIcon size={44} variant="light" radius="md" color={warning ? 'amber' : undefined} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
