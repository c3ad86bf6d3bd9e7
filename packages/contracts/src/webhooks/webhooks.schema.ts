import { z } from 'zod';
import { optionalText } from '../fields.js';

/**
 * What an outside system can hear of (issue 29). Each is sent, when it happens, to every active
 * endpoint that asked for it, with `data` the object as the REST API answers it (docs/api.md).
 */
export const WEBHOOK_EVENTS = [
  'certificate.published',
  'certificate.revoked',
  'class.scheduled',
  'class.moved',
  'class.confirmed',
  'class.cancelled',
  'class.completed',
  'quotation.sent',
  'quotation.accepted',
  'quotation.rejected',
  'invoice.created',
  'form.submitted',
  'contact.received',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event the console's Test button sends (to that endpoint only, whatever it asked for). */
export const PING_EVENT = 'ping';
export type WebhookEventType = WebhookEvent | typeof PING_EVENT;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 500;
/** A secret starts with this, then base64 of its random bytes (Standard Webhooks' form). */
export const WEBHOOK_SECRET_MARK = 'whsec_';

export const WEBHOOK_URL_MESSAGE = 'URL must be an https:// address';

const urlSchema = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .min(1, 'URL is required')
  .max(WEBHOOK_URL_MAX, `URL must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((url) => URL.canParse(url) && new URL(url).protocol === 'https:', WEBHOOK_URL_MESSAGE);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Each event must be one of: ${WEBHOOK_EVENTS.join(', ')}` }), {
    error: 'Events must be a list',
  })
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);

export const createWebhookInputSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: optionalText(WEBHOOK_DESCRIPTION_MAX, 'Description').optional(),
});
export type CreateWebhookInput = z.input<typeof createWebhookInputSchema>;

/** What an edit may change; switching an endpoint back on forgets its failures. */
export const updateWebhookInputSchema = z.object({
  id: z.string().min(1),
  url: urlSchema.optional(),
  events: eventsSchema.optional(),
  description: optionalText(WEBHOOK_DESCRIPTION_MAX, 'Description').optional(),
  isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
});
export type UpdateWebhookInput = z.input<typeof updateWebhookInputSchema>;

export const webhookIdInputSchema = z.object({ id: z.string().min(1) });

/** An endpoint as the console lists it: never its secret. */
export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The first failed try since the last delivered one; three days of it switch the endpoint off. */
  failingSince: z.string().nullable(),
  /** When failures switched it off (null when an admin did, or it is on). */
  disabledAt: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** An endpoint just made: its signing secret, shown this once. */
export const createdWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const WEBHOOK_DELIVERY_STATES = ['queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** One event sent to one endpoint, with its tries so far. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same on every try, so a receiver can drop a repeat. */
  messageId: z.string(),
  type: z.string(),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  /** The HTTP status the last try was answered with (null: no answer, see lastError). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
