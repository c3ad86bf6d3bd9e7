import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { t } from '../i18n/translate';

/** What a list says when it has nothing to show: an icon, a heading, a sentence, maybe its main action. */
export interface EmptyContent {
  icon: ReactNode;
  title: string;
  text: string;
  /** The screen's main action, worded for a first one ('Add the first course'): FirstAction. */
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

/** An empty list's main action: the first of its things, beside the header's own button. */
export function FirstAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
