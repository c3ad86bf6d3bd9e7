import { Anchor } from '@mantine/core';

/**
 * A row's first cell that opens the row (a submission, an audit entry): its text is what the row
 * is known by, its accessible name says what opening it shows.
 */
export function OpenRowButton({ text, label, onOpen }: { text: string; label: string; onOpen: () => void }) {
  return (
    <Anchor component="button" type="button" fz="sm" fw={600} onClick={onOpen} aria-label={label}>
      {text}
    </Anchor>
  );
}
