import { adminProcedure, router } from '../trpc.js';
import {
  deliveryIdInputSchema,
  deliveryListInput,
  deliveryPageSchema,
  deliverySchema,
  deliverySummarySchema,
  retriedSchema,
} from './deliveries.schema.js';
import {
  deliveryList,
  failedDeliveryCount,
  retryDelivery,
  retryFailedDeliveries,
} from './deliveries.service.js';

/** The console's Deliveries: every mail and push with its state, and Retry for the failed ones. */
export const deliveriesRouter = router({
  /** Always a page, newest first: the queue keeps 90 days of deliveries. */
  list: adminProcedure
    .input(deliveryListInput.page)
    .output(deliveryPageSchema)
    .query(({ ctx, input }) => deliveryList.page(ctx, input)),

  summary: adminProcedure
    .output(deliverySummarySchema)
    .query(async ({ ctx }) => ({ failed: await failedDeliveryCount(ctx) })),

  retry: adminProcedure
    .input(deliveryIdInputSchema)
    .output(deliverySchema)
    .mutation(({ ctx, input }) => retryDelivery(ctx, input.id)),

  retryFailed: adminProcedure
    .output(retriedSchema)
    .mutation(async ({ ctx }) => ({ retried: await retryFailedDeliveries(ctx) })),
});
