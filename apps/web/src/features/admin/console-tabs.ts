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
  audit: ['admin'],
  privacy: ['admin'],
  deliveries: ['admin'],
  integrations: ['admin'],
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

/** The Form Builder's own address in the spec; every other tab is `/?tab=<id>`. */
const FORM_BUILDER_PATH = '/admin/form-builder';

/**
 * The tab an address asks for (back, reload and bookmarks return to it): `/?tab=<id>`, or the
 * Form Builder's own path. The role's default tab when it names none, or one the role cannot see.
 */
export function tabAt(
  { pathname, search }: { pathname: string; search: string },
  role: Role,
  visible: readonly ConsoleTabId[],
): ConsoleTabId | undefined {
  const asked = pathname === FORM_BUILDER_PATH ? 'form-builder' : new URLSearchParams(search).get('tab');
  const found = visible.find((tab) => tab === asked);
  return found ?? defaultTab(role, visible);
}

/** The address of a tab, for its link in the console's navigation. */
export function tabAddress(tab: ConsoleTabId): string {
  return tab === 'form-builder' ? FORM_BUILDER_PATH : `/?tab=${tab}`;
}
