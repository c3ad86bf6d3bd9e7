import { okSchema } from '../auth/auth.schema.js';
import { adminProcedure, router } from '../trpc.js';
import {
  apiKeyIdInputSchema,
  apiKeySchema,
  createApiKeyInputSchema,
  createdApiKeySchema,
} from './api-keys.schema.js';
import { createApiKey, deleteApiKey, listApiKeys } from './api-keys.service.js';

/**
 * API keys for outside systems (the console's Integrations). A key can never manage keys: no scope
 * covers these paths (api-key-scopes.ts).
 */
export const apiKeysRouter = router({
  list: adminProcedure.output(apiKeySchema.array()).query(({ ctx }) => listApiKeys(ctx.db)),

  /** The key is in this answer only; it is kept as its hash. */
  create: adminProcedure
    .input(createApiKeyInputSchema)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user, input, ctx.now())),

  delete: adminProcedure
    .input(apiKeyIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteApiKey(ctx.db, ctx.user, input.id, ctx.now())),
});
