import { z } from 'zod';
import { isoDate, requiredText } from '../fields.js';

/**
 * What an API key may do: each scope covers the admin REST paths of one domain (api-key-scopes.ts).
 * No scope reaches users, keys, webhooks, settings or anything else.
 */
export const API_KEY_SCOPES = [
  'certificates:read',
  'certificates:write',
  'schedules:read',
  'schedules:write',
  'quotations:read',
  'courses:read',
  'forms:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_NAME_MAX = 100;
/** A key starts with this, then at least 32 random bytes in base64url. */
export const API_KEY_MARK = 'tc_';

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  error: `Each scope must be one of: ${API_KEY_SCOPES.join(', ')}`,
});

/** When a key stops working: an instant (ISO 8601 with its offset), or a date, the key's last day in Bahrain. */
const EXPIRY_MESSAGE = 'Expires at must be a date (YYYY-MM-DD) or a date and time';
export const apiKeyExpirySchema = z.union([z.iso.datetime({ offset: true }), isoDate(EXPIRY_MESSAGE)], {
  error: EXPIRY_MESSAGE,
});

export const createApiKeyInputSchema = z.object({
  name: requiredText('Name is required', API_KEY_NAME_MAX, 'Name'),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'Scopes must be a list' })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  /** Left out, null or empty (the form's empty date field): the key does not expire. */
  expiresAt: z
    .union([apiKeyExpirySchema, z.literal('')])
    .nullish()
    .transform((expiresAt) => expiresAt || null),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

/** A key as the console lists it: never the key itself. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  /** The admin who made it, whom it acts as. */
  createdByName: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A key just made: the key itself, shown this once. */
export const createdApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  prefix: z.string(),
  key: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** A key's id from an address: a malformed one is not found either (api-keys.service.ts). */
export const apiKeyIdInputSchema = z.object({ id: z.string().min(1) });
