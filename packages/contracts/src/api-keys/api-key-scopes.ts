import type { ApiKeyScope } from './api-keys.schema.js';

/** Reads (GET) or changes (POST, PUT, PATCH, DELETE). */
type Access = 'read' | 'write';

/** The admin REST paths each scope covers: its access, under these paths (each one and below it). */
const SCOPE_PATHS: Record<ApiKeyScope, { access: Access; paths: readonly string[] }> = {
  'certificates:read': {
    access: 'read',
    paths: ['/api/admin/certificates', '/api/admin/public-certificates'],
  },
  'certificates:write': {
    access: 'write',
    paths: ['/api/admin/certificates', '/api/admin/public-certificates'],
  },
  'schedules:read': { access: 'read', paths: ['/api/admin/schedules'] },
  'schedules:write': { access: 'write', paths: ['/api/admin/schedules'] },
  'quotations:read': { access: 'read', paths: ['/api/admin/quotations', '/api/admin/invoices'] },
  'courses:read': { access: 'read', paths: ['/api/admin/courses'] },
  'forms:read': { access: 'read', paths: ['/api/admin/forms'] },
};

const accessOf = (method: string): Access => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');
const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** Whether a key with `scopes` may call `method` on `path` (a REST route's path). */
export function keyMayCall(scopes: readonly ApiKeyScope[], method: string, path: string): boolean {
  return scopes.some((scope) => {
    const covered = SCOPE_PATHS[scope];
    return covered.access === accessOf(method) && covered.paths.some((root) => isUnder(path, root));
  });
}

/** The scope a call needs, if any scope covers it (for the refusal's message and the document). */
export function scopeFor(method: string, path: string): ApiKeyScope | null {
  const scopes = Object.keys(SCOPE_PATHS) as ApiKeyScope[];
  return scopes.find((scope) => keyMayCall([scope], method, path)) ?? null;
}

/** What a key without the scope for the call is told (403). */
export function keyRefusalMessage(method: string, path: string): string {
  const scope = scopeFor(method, path);
  return scope
    ? `This key may not call ${method} ${path}: it needs the ${scope} scope`
    : `This key may not call ${method} ${path}: no API key may`;
}
