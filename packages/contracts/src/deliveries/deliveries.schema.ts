import { z } from 'zod';
import { listInputSchemas, pageSchema } from '../paging/page-query.schema.js';

/** Where a delivery stands: waiting or being tried, delivered, or given up after its last try. */
export const deliveryStates = ['queued', 'sent', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryChannels = ['mail', 'push'] as const;

/** The console's Deliveries: newest first, filtered by state, a page at a time. */
export const deliveryListInput = listInputSchemas(
  {
    state: z.enum(deliveryStates, { error: `state must be one of: ${deliveryStates.join(', ')}` }).optional(),
  },
  ['createdAt'],
  { sort: 'createdAt', direction: 'desc' },
);

/**
 * One mail or push as the console lists it: who it is for and its subject, never its body (a
 * password-reset mail holds a working link). tries: the tries made so far; lastError: the message
 * of the last failed try (null when none failed, or once it was sent).
 */
export const deliverySchema = z.object({
  id: z.uuid(),
  channel: z.enum(deliveryChannels),
  state: z.enum(deliveryStates),
  recipient: z.string(),
  subject: z.string(),
  tries: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryPageSchema = pageSchema(deliverySchema);

export const deliveryIdInputSchema = z.object({ id: z.string({ error: 'id must be text' }) });

/** How many failed deliveries went back to the queue. */
export const retriedSchema = z.object({ retried: z.number().int().min(0) });

/** The Analytics tab's figure: deliveries given up after their last try. */
export const deliverySummarySchema = z.object({ failed: z.number().int().min(0) });

/** Only a failed delivery can be tried again (the console shows Retry on those rows alone). */
export const canRetryDelivery = (delivery: Pick<Delivery, 'state'>): boolean => delivery.state === 'failed';
