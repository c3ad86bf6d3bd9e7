import type { Role } from '@tc/contracts/schemas';

/** The spec's tab table (admin console, section 2): each tab, in order, with the roles that see it. */
const tabRoles = {
  analytics: ['admin'],
  users: ['admin'],
  schedules: ['admin', 'instructor'],
  certificates: ['admin'],
  'public-certificates': ['admin'],
  'contact-messages': ['admin'],
  quotations: ['admin'],
  courses: ['admin'],
  gallery: ['admin'],
  'form-builder': ['admin'],
  'financial-goals': ['admin'],
  reports: ['admin'],
  'push-notifications': ['admin', 'instructor'],
  chat: ['admin', 'instructor'],
} as const satisfies Record<string, readonly Role[]>;

export type ConsoleTabId = keyof typeof tabRoles;

const defaultTabs: Partial<Record<Role, ConsoleTabId>> = { admin: 'analytics', instructor: 'schedules' };

/** The tabs a role sees, in the spec's order, among those whose feature exists. */
export function visibleTabs(role: Role, built: readonly ConsoleTabId[]): ConsoleTabId[] {
  return (Object.keys(tabRoles) as ConsoleTabId[]).filter(
    (tab) => built.includes(tab) && (tabRoles[tab] as readonly Role[]).includes(role),
  );
}

/** The role's default tab (analytics for an admin, schedules for an instructor) once it exists, else the first. */
export function defaultTab(role: Role, visible: readonly ConsoleTabId[]): ConsoleTabId | undefined {
  const preferred = defaultTabs[role];
  return preferred && visible.includes(preferred) ? preferred : visible[0];
}
