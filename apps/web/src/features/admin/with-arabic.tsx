import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What makes an input hold Arabic, whatever the console's language: typed right to left (Mantine
 * puts `dir` on the input's own wrapper, which the input follows), and read as Arabic by screen
 * readers and spell checkers.
 */
export const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const;

/** And the English input beside it: left to right, in English, in the Arabic console too. */
export const ENGLISH_INPUT = { dir: 'ltr', lang: 'en' } as const;

/**
 * An English field and its Arabic beside it: side by side from the `sm` width, the Arabic under the
 * English on a phone. The console edits both at once, so an admin sees what each page will show.
 */
export function WithArabic({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}
