import { z } from 'zod';

/** The course types a certificate names (spec, public site section 9 and the console's list). */
export const courseTypes = [
  'mobile_crane_operations',
  'tower_crane_operations',
  'overhead_crane_operations',
  'refresher_training',
  'rigger',
  'wireman',
  'excavator',
  'plumbing',
  'confined_space',
  'vacuum_tanker',
  'wheeled_loading',
  'skid_steer',
  'forklift',
  'counterbalance',
  'general_machinery',
  'other',
] as const;
export type CourseType = (typeof courseTypes)[number];

export const courseTypeLabels: Record<CourseType, string> = {
  mobile_crane_operations: 'Mobile Crane Operations',
  tower_crane_operations: 'Tower Crane Operations',
  overhead_crane_operations: 'Overhead Crane Operations',
  refresher_training: 'Refresher Training',
  rigger: 'Rigger',
  wireman: 'Wireman',
  excavator: 'Excavator',
  plumbing: 'Plumbing License',
  confined_space: 'Confined Space',
  vacuum_tanker: 'Vacuum Tanker',
  wheeled_loading: 'Wheeled Loading Shovel',
  skid_steer: 'Skid Steer Loader',
  forklift: 'Forklift',
  counterbalance: 'Counterbalance Forklift',
  general_machinery: 'General Machinery',
  other: 'Other Training',
};

/** The label of a course type; a value outside the list shows as it is. */
export function courseTypeLabel(type: string): string {
  return Object.hasOwn(courseTypeLabels, type) ? courseTypeLabels[type as CourseType] : type;
}

export const CERTIFICATE_QUERY_MESSAGE = 'Please enter a certificate number or national ID';

/** The public search box: one whole certificate number or national ID. */
export const certificateSearchInputSchema = z.object({
  query: z
    .string({ error: CERTIFICATE_QUERY_MESSAGE })
    .trim()
    .min(1, CERTIFICATE_QUERY_MESSAGE)
    .max(100, 'A certificate number or national ID is at most 100 characters'),
});
export type CertificateSearchInput = z.input<typeof certificateSearchInputSchema>;

export const certificateStatuses = ['valid', 'expired'] as const;
export type CertificateStatus = (typeof certificateStatuses)[number];

/** One certificate found by the public search; status is computed by the server (Asia/Bahrain). */
export const certificateSearchResultSchema = z.object({
  certificateNumber: z.string(),
  studentName: z.string(),
  nationalId: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  yearOfBirth: z.number().int().nullable(),
  courseType: z.string(),
  courseName: z.string().nullable(),
  publishDate: z.iso.date(),
  expiryDate: z.iso.date().nullable(),
  status: z.enum(certificateStatuses),
});
export type CertificateSearchResult = z.infer<typeof certificateSearchResultSchema>;
