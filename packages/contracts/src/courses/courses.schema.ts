import { z } from 'zod';

/** Icons a course may show (lucide names, as the spec lists them). */
export const courseIcons = [
  'GraduationCap',
  'Wrench',
  'Hammer',
  'Cog',
  'Truck',
  'Car',
  'HardHat',
  'Zap',
  'Fuel',
  'Pickaxe',
  'Drill',
  'Shovel',
  'Package',
  'Container',
  'Factory',
  'Forklift',
  'Tractor',
  'Construction',
  'Building',
] as const;
export const courseIconSchema = z.enum(courseIcons);
export type CourseIcon = z.infer<typeof courseIconSchema>;

export const certificateTypes = ['local', 'rtitb', 'nccco'] as const;
export const certificateTypeSchema = z.enum(certificateTypes);
export type CertificateType = z.infer<typeof certificateTypeSchema>;

/** A course as the public catalogue and the console read it. Prices are whole Bahraini dinars. */
export const courseSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  whatYouLearn: z.string().nullable(),
  imageUrl: z.string().nullable(),
  icon: courseIconSchema,
  certificateType: certificateTypeSchema,
  trainingPrice: z.number().int(),
  assessmentPrice: z.number().int(),
  duration: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Course = z.infer<typeof courseSchema>;

export const courseIdInputSchema = z.object({ id: z.string() });
