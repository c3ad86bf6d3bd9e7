import { okSchema } from '../auth/auth.schema.js';
import { adminProcedure, router } from '../trpc.js';
import {
  createdWebhookSchema,
  createWebhookInputSchema,
  updateWebhookInputSchema,
  webhookDeliverySchema,
  webhookIdInputSchema,
  webhookSchema,
} from './webhooks.schema.js';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  pingWebhook,
  updateWebhook,
} from './webhooks.service.js';

/**
 * Webhook endpoints for outside systems (the console's Integrations). No API key scope reaches
 * these paths (api-key-scopes.ts): a key cannot aim the server's deliveries anywhere.
 */
export const webhooksRouter = router({
  list: adminProcedure.output(webhookSchema.array()).query(({ ctx }) => listWebhooks(ctx.db)),

  /** The signing secret is in this answer only. */
  create: adminProcedure
    .input(createWebhookInputSchema)
    .output(createdWebhookSchema)
    .mutation(({ ctx, input }) => createWebhook(ctx, ctx.user, input)),

  update: adminProcedure
    .input(updateWebhookInputSchema)
    .output(webhookSchema)
    .mutation(({ ctx, input }) => updateWebhook(ctx, ctx.user, input)),

  delete: adminProcedure
    .input(webhookIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteWebhook(ctx, ctx.user, input.id)),

  /** Queues a `ping` to the endpoint; answers its delivery, to follow in `deliveries`. */
  test: adminProcedure
    .input(webhookIdInputSchema)
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => pingWebhook(ctx, input.id)),

  deliveries: adminProcedure
    .input(webhookIdInputSchema)
    .output(webhookDeliverySchema.array())
    .query(({ ctx, input }) => listWebhookDeliveries(ctx, input.id)),
});
