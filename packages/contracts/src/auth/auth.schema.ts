import { z } from 'zod';

export const roles = ['client', 'admin', 'instructor'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as every screen sees it: never any password or token material. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  isMainAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
