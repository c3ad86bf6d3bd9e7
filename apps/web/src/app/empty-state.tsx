import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';

/** What a list says when it has nothing to show: an icon, a heading, a sentence, maybe its main action. */
export interface EmptyContent {
  icon: ReactNode;
  title: string;
  text: string;
  /** The screen's main action (Add Photo), where the screen has no header showing it already. */
  action?: ReactNode;
}

/**
 * Every empty list of the console and the portals, alike: the icon in a soft circle, the heading,
 * the sentence under it and the main action. DataTable shows it for an empty list; a screen of
 * cards (the gallery, the financial goals) shows it itself.
 */
export function EmptyState({ icon, title, text, action }: EmptyContent) {
  return (
    <MantineEmptyState icon={icon} withIndicatorBackground py="xl">
      <MantineEmptyState.Title order={3}>{title}</MantineEmptyState.Title>
      <MantineEmptyState.Description>{text}</MantineEmptyState.Description>
      {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}

/** A search or filter that leaves nothing: the list's own sentence under a common heading. */
export function noMatch(text: string): EmptyContent {
  return { icon: <IconSearch />, title: t('emptyStates.noMatchTitle'), text };
}
