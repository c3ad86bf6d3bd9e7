import type { Role, SessionUser } from '../auth/auth.schema.js';
import { AppError } from '../errors.js';
import { type AccountRefusal, roleChangeRefusal } from './account-rules.js';
import type { TargetUser } from './admin-user.js';

/** Throws the account rules' refusal, if any (account-rules.ts). */
export function refuse(refusal: AccountRefusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

export function assertRoleChange(actor: SessionUser, target: TargetUser, role: Role): void {
  refuse(roleChangeRefusal(actor, target, role));
}
