import { Stack, Text, Title } from '@mantine/core';

/** A console list's heading: its title and, once the list has answered, how many it holds. */
export function ListHeading({ title, count }: { title: string; count?: string | false }) {
  return (
    <Stack gap={0}>
      <Title order={2}>{title}</Title>
      {count && (
        <Text c="dimmed" fz="sm">
          {count}
        </Text>
      )}
    </Stack>
  );
}
