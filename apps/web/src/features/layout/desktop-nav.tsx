import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { CoursesMenu } from './courses-menu';
import classes from './layout.module.css';
import { useNavEntries } from './use-nav';

/** The navigation bar's items on wide screens, the current one highlighted. */
export function DesktopNav() {
  const { t } = useTranslation();
  const { entries, coursesActive } = useNavEntries();
  return (
    <nav aria-label={t('nav.label')} className={classes.desktopNav}>
      <ul className={classes.navList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <UnstyledButton
              component={Link}
              to={entry.to}
              className={classes.navLink}
              data-active={entry.active || undefined}
              aria-current={entry.active ? 'page' : undefined}
            >
              {entry.label}
            </UnstyledButton>
          </li>
        ))}
        <li>
          <CoursesMenu active={coursesActive} />
        </li>
      </ul>
    </nav>
  );
}
