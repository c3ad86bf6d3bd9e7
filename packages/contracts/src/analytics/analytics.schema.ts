import { z } from 'zod';
import { contactSummarySchema } from '../contact/contact.schema.js';

const count = z.number().int().nonnegative();
/** An amount of dinars as the database summed it, two decimals ("1936.00"). */
const amount = z.string().regex(/^\d+\.\d{2}$/);

/** The course types the Course Type Breakdown always starts with, in this order. */
export const featuredCourseTypes = [
  'mobile_crane_operations',
  'tower_crane_operations',
  'overhead_crane_operations',
  'refresher_training',
] as const;

/** How many months the chart of classes and candidates covers, this Bahrain month the last. */
export const ANALYTICS_MONTHS = 12;

/**
 * The Analytics tab in one answer. The spec's figures first, unchanged in shape; `revenue`,
 * `receivables` and `monthly` beside them. Every count is taken by the database; "today" is the Bahrain date.
 */
export const adminAnalyticsSchema = z.object({
  /** Every account, whatever its role or state. */
  users: z.object({ total: count, admins: count, clients: count, instructors: count }),
  /** The private certificates; expiringSoon are valid ones expiring within 30 days (also in valid). */
  certificates: z.object({ total: count, valid: count, expired: count, expiringSoon: count }),
  /** What the public directory vouches for: visible, not revoked. */
  publicCertificates: z.object({ total: count, valid: count, expired: count }),
  classes: z.object({
    total: count,
    pending: count,
    confirmed: count,
    completed: count,
    cancelled: count,
  }),
  /** pending = sent + viewed, as the centre's reports count them. */
  quotations: z.object({
    total: count,
    draft: count,
    pending: count,
    accepted: count,
    rejected: count,
    expired: count,
  }),
  courses: z.object({ total: count, active: count, inactive: count }),
  /** Classes per course type: the four featured types first (even at 0), then the others by count. */
  courseTypes: z.array(z.object({ courseType: z.string(), count })),
  contactMessages: contactSummarySchema,
  /** Totals (VAT included) of the quotations accepted this Bahrain month and year. */
  revenue: z.object({ thisMonth: amount, thisYear: amount, currency: z.literal('BHD') }),
  /**
   * What the tax invoices are owed today in Bahrain, by the invoices' own status rules: outstanding
   * is every balance (nothing for a credited one), overdue the balances of those past their due date,
   * overdueCount how many those are.
   */
  receivables: z.object({ outstanding: amount, overdue: amount, overdueCount: count }),
  /** The last 12 Bahrain months, oldest first: classes not cancelled, dated that month, and their candidates. */
  monthly: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), classes: count, candidates: count })),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
