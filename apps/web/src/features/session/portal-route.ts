import type { SessionUser } from '@tc/contracts/schemas';

interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether the SessionGate shows the user's portal instead of the public page (spec, section 2):
 * plain / is the portal of a signed-in user, and /admin/form-builder that of an admin. / with a
 * ?section= is the landing page for everyone, so an admin can reach the public texts to edit them.
 */
export function showsPortal(user: SessionUser | null | undefined, { pathname, search }: Place): boolean {
  if (!user) return false;
  if (pathname === '/') return !new URLSearchParams(search).has('section');
  return pathname === '/admin/form-builder' && user.role === 'admin';
}
