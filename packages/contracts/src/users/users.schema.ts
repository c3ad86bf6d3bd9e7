import { z } from 'zod';
import { emailSchema, newPasswordSchema, roleSchema, roles, sessionUserSchema } from '../auth/auth.schema.js';
import { clientDetailsFields } from '../clients/client-details.schema.js';
import { optionalText as nullableText, optionalPhone, requiredText } from '../fields.js';
import { listInputSchemas, searchTextSchema } from '../paging/page-query.schema.js';
import { FIRST_NAME_REQUIRED_MESSAGE, LAST_NAME_REQUIRED_MESSAGE, missingNames } from './person-rules.js';

/** A user as the admin Users tab lists it. mustChangePassword: a temporary password is still unchanged. */
export const adminUserSchema = sessionUserSchema.extend({
  isActive: z.boolean(),
  /** What a client's quotations and invoices print beyond the name (client-details.schema.ts). */
  address: z.string().nullable(),
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastLoginAt: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * The Users tab's list, GET /api/admin/users: search (name, e-mail, company, phone), role and sort,
 * newest first unless asked; a page when the query asks for one (page-query.schema.ts).
 */
export const userListInput = listInputSchemas(
  {
    search: searchTextSchema,
    role: z.enum(roles, { error: `role must be one of: ${roles.join(', ')}` }).optional(),
  },
  ['createdAt', 'name', 'email', 'companyName', 'role', 'lastLoginAt'],
  { sort: 'createdAt', direction: 'desc' },
);
export type UserFilter = z.output<typeof userListInput.all>;

export const userIdInputSchema = z.object({ id: z.string().min(1) });

/** Optional text: trimmed; empty or missing becomes null. */
const optionalText = (max: number, label: string) => nullableText(max, label).optional();

/** A person's first and last name: optional for a client (the contact person), required for staff. */
const nameFields = {
  firstName: optionalText(100, 'First name'),
  lastName: optionalText(100, 'Last name'),
};

/** Adds a 'First name is required' (and last) issue under the field for staff without one. */
export function refineNames(
  role: string,
  names: { firstName?: string | null; lastName?: string | null },
  ctx: z.RefinementCtx,
) {
  for (const { field, message } of missingNames(role, names)) {
    ctx.addIssue({ code: 'custom', path: [field], message });
  }
}

export const createUserInputSchema = z
  .object({
    email: emailSchema,
    companyName: optionalText(200, 'Company name'),
    ...nameFields,
    phone: optionalPhone(20, 'Phone').optional(),
    ...clientDetailsFields,
    role: roleSchema.default('client'),
  })
  .superRefine((input, ctx) => refineNames(input.role, input, ctx));
export type CreateUserInput = z.input<typeof createUserInputSchema>;

/** Answer to creating a user or resetting a password: the temporary password, shown this once. */
export const temporaryPasswordOutputSchema = z.object({ temporaryPassword: z.string() });
export const createUserOutputSchema = z.object({ user: adminUserSchema, temporaryPassword: z.string() });

/** PUT /api/admin/users/{id}/password: a password the admin typed, or none to generate one. */
export const resetUserPasswordInputSchema = z.object({
  id: z.string().min(1),
  password: newPasswordSchema.optional(),
});

export const setUserRoleInputSchema = z.object({ id: z.string().min(1), role: roleSchema });

/**
 * The edit modal: only the fields that changed, and the acting admin's own password where the
 * change needs it (editNeedsPassword: role, e-mail, password). Staff keep both names
 * (checked against the account's role by the service; the form refines with refineNames).
 */
export const editUserInputSchema = z.object({
  id: z.string().min(1),
  currentPassword: z
    .string({ error: 'Your password must be text' })
    .max(200, 'Your password must be at most 200 characters')
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  email: emailSchema.optional(),
  companyName: optionalText(200, 'Company name'),
  ...nameFields,
  phone: optionalPhone(20, 'Phone').optional(),
  ...clientDetailsFields,
  role: roleSchema.optional(),
  isActive: z.boolean().optional(),
  /** Blank keeps the current password. */
  newPassword: z
    .union([z.literal(''), newPasswordSchema])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});
export type EditUserInput = z.input<typeof editUserInputSchema>;

/** A staff member with no name gives it at sign-in (POST /api/auth/name): both are required. */
export const ownNameInputSchema = z.object({
  firstName: requiredText(FIRST_NAME_REQUIRED_MESSAGE, 100, 'First name'),
  lastName: requiredText(LAST_NAME_REQUIRED_MESSAGE, 100, 'Last name'),
});
export type OwnNameInput = z.input<typeof ownNameInputSchema>;
