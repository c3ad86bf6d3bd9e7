import { z } from 'zod';

/*
 * The client portal's register of its trained operators (issue 30): every public certificate that
 * names the signed-in client, grouped by operator, each with where it stands today in Bahrain.
 */

/** 'expiring': valid, and its expiry date within this many days. */
export const EXPIRING_WITHIN_DAYS = 90;

export const operatorCertificateStatuses = ['valid', 'expiring', 'expired', 'revoked'] as const;
export type OperatorCertificateStatus = (typeof operatorCertificateStatuses)[number];

/** GET /api/client/operators?status=&courseId=: certificates in that state, of that course. */
export const operatorsInputSchema = z.object({
  status: z
    .enum(operatorCertificateStatuses, {
      error: `status must be one of: ${operatorCertificateStatuses.join(', ')}`,
    })
    .optional(),
  courseId: z.uuid('courseId must be a course id').optional(),
  /** A client may name themselves; anyone else's id is not found (404). */
  clientId: z.string().optional(),
});
export type OperatorsFilter = z.output<typeof operatorsInputSchema>;

export const operatorCertificateSchema = z.object({
  id: z.uuid(),
  certificateNumber: z.string(),
  courseId: z.uuid(),
  courseName: z.string(),
  publishDate: z.iso.date(),
  expiryDate: z.iso.date().nullable(),
  status: z.enum(operatorCertificateStatuses),
  verificationUrl: z.string(),
});
export type OperatorCertificate = z.infer<typeof operatorCertificateSchema>;

export const operatorSchema = z.object({
  studentName: z.string(),
  nationalIdMasked: z.string(),
  certificates: z.array(operatorCertificateSchema),
});
export type Operator = z.infer<typeof operatorSchema>;
