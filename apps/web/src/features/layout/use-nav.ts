import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { useSessionUser } from '../session/use-session';
import { activeNavItem, type NavKey, navItems } from './nav-items';

export interface NavEntry {
  key: NavKey;
  label: string;
  to: string;
  active: boolean;
}

/**
 * The navigation's items with their labels, targets and active state. Home is / for a visitor; a
 * signed-in user's / is their portal, so their Home keeps them on the landing page (?section=home).
 */
export function useNavEntries(): { entries: NavEntry[]; coursesActive: boolean } {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const signedIn = useSessionUser() !== null;
  const active = activeNavItem(pathname, search);
  const entries = navItems.map(({ key, to }) => ({
    key,
    label: t(`nav.${key}`),
    to: key === 'home' && signedIn ? '/?section=home' : to,
    active: active === key,
  }));
  return { entries, coursesActive: active === 'courses' };
}

/**
 * The items of a phone's menu (its drawer, or without JavaScript its <details>): the navigation's,
 * then Courses, which goes to /courses only (spec).
 */
export function useMenuItems(): { key: string; label: string; to: string; active: boolean }[] {
  const { t } = useTranslation();
  const { entries, coursesActive } = useNavEntries();
  return [...entries, { key: 'courses', label: t('nav.courses'), to: '/courses', active: coursesActive }];
}
