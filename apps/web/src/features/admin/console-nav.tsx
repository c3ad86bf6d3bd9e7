import '@mantine/core/styles/NavLink.css';
import { Badge, NavLink, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import classes from './console-nav.module.css';
import { type ConsoleTabId, tabAddress } from './console-tabs';

export interface ConsoleNavEntry {
  tab: ConsoleTabId;
  label: string;
  icon: ReactNode;
  /** Something waiting there (unread messages), shown after the label. */
  unread?: number;
}

/**
 * The console's sections as links (each keeps its tab in the address): beside the content on wide
 * screens, in the drawer on phones, where choosing one closes the drawer (`onNavigate`).
 */
export function ConsoleNav({
  entries,
  active,
  onNavigate,
}: {
  entries: ConsoleNavEntry[];
  active: ConsoleTabId | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('console.tabsLabel')}>
      <ul className={classes.list}>
        {entries.map((entry) => (
          <li key={entry.tab}>
            <NavLink
              component={Link}
              to={tabAddress(entry.tab)}
              onClick={onNavigate}
              active={entry.tab === active}
              aria-current={entry.tab === active ? 'page' : undefined}
              label={entry.label}
              leftSection={entry.icon}
              rightSection={
                entry.unread ? (
                  <Badge size="sm" circle={entry.unread < 10} color="red.9" variant="filled">
                    {entry.unread}
                    <VisuallyHidden> {t('console.unread')}</VisuallyHidden>
                  </Badge>
                ) : undefined
              }
              className={classes.link}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
