import { type LandingSection, landingSectionFrom } from '../home/landing-section';

/** The items of the public navigation, in the spec's order; Courses is the dropdown after them. */
export const navItems = [
  { key: 'home', to: '/' },
  { key: 'about', to: '/?section=about' },
  { key: 'gallery', to: '/gallery' },
  { key: 'forms', to: '/forms' },
  { key: 'certificates', to: '/?section=certificates' },
  { key: 'contact', to: '/?section=contact' },
] as const;
export type NavKey = (typeof navItems)[number]['key'] | 'courses';

const itemOfSection: Record<LandingSection, NavKey> = {
  home: 'home',
  about: 'about',
  courses: 'courses',
  gallery: 'gallery',
  contact: 'contact',
  certificates: 'certificates',
};

/**
 * Which item the current page highlights: the landing page's section, the gallery and forms pages,
 * and Courses on /courses and any /course/... path. Nothing elsewhere (the 404 page, reset password).
 */
export function activeNavItem(pathname: string, search: string): NavKey | null {
  if (pathname === '/') return itemOfSection[landingSectionFrom(search)];
  if (pathname === '/courses' || pathname.startsWith('/course/')) return 'courses';
  if (pathname === '/gallery') return 'gallery';
  if (pathname === '/forms' || pathname.startsWith('/forms/')) return 'forms';
  return null;
}
