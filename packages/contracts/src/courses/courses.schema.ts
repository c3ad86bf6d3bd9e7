import { z } from 'zod';
import { arabicText, controlCharacterMessage, hasControlCharacter, optionalText } from '../fields.js';
import { imageVersionsSchema } from '../uploads/uploads.schema.js';
import { courseTypes } from './course-types.js';

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
  /** The Arabic of name, description, whatYouLearn and duration; null where none was given. */
  nameAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  whatYouLearnAr: z.string().nullable(),
  durationAr: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The stored versions of imageUrl for a srcset; empty when it has none (see imageVersionSchema). */
  imageVersions: imageVersionsSchema,
  icon: courseIconSchema,
  certificateType: certificateTypeSchema,
  /** What its certificates are issued as (the course types of the spec). */
  courseType: z.enum(courseTypes),
  trainingPrice: z.number().int(),
  assessmentPrice: z.number().int(),
  duration: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Course = z.infer<typeof courseSchema>;

export const courseIdInputSchema = z.object({ id: z.string() });

/** Certificate types the console offers (nccco exists in the table only). */
export const consoleCertificateTypes = ['local', 'rtitb'] as const;

export const DEFAULT_TRAINING_PRICE = 160;
export const DEFAULT_ASSESSMENT_PRICE = 70;

export const MAX_COURSE_PRICE = 1_000_000;

/**
 * A price in whole Bahraini dinars, 0 or more, as the courses table keeps it (an integer): a JSON
 * number or the text the form's field holds, judged by the digits given. What the column cannot
 * keep exactly (-5, 149.5) is refused with the field's message, never rounded or stripped.
 */
export const coursePriceSchema = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be a number` }).transform((value, context) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const refuse = (message: string) => {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return refuse(`${label} is required`);
    if (!/^-?\d+(\.\d+)?$/.test(text)) return refuse(`${label} must be a number`);
    if (text.startsWith('-')) return refuse(`${label} must be 0 or more`);
    if (!/^\d+$/.test(text)) return refuse(`${label} must be a whole number of dinars`);
    const price = Number(text);
    if (price > MAX_COURSE_PRICE) return refuse(`${label} must be at most ${MAX_COURSE_PRICE}`);
    return price;
  });
const price = coursePriceSchema;

/** The fields of the add-course and edit-course modals, without defaults. */
const courseFields = {
  name: z
    .string({ error: 'Course name is required' })
    .trim()
    .min(1, 'Course name is required')
    .max(200, 'Course name must be at most 200 characters')
    .refine((text) => !hasControlCharacter(text), controlCharacterMessage('Course name')),
  description: optionalText(5000, 'Description'),
  whatYouLearn: optionalText(5000, 'What you will learn'),
  icon: courseIconSchema,
  certificateType: z.enum(consoleCertificateTypes, { error: 'Certificate type must be local or rtitb' }),
  courseType: z.enum(courseTypes, { error: `Course type must be one of: ${courseTypes.join(', ')}` }),
  trainingPrice: price('Training price'),
  assessmentPrice: price('Assessment price'),
  duration: optionalText(100, 'Duration'),
  nameAr: arabicText(200, 'Course name'),
  descriptionAr: arabicText(5000, 'Description'),
  whatYouLearnAr: arabicText(5000, 'What you will learn'),
  durationAr: arabicText(100, 'Duration'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  /** An upload address or the public path of an uploaded image; null or '' for none. */
  imageUrl: optionalText(2000, 'Image address'),
};

/** The add-course modal. The code is generated from the name. */
export const createCourseInputSchema = z.object({
  ...courseFields,
  description: courseFields.description.default(null),
  whatYouLearn: courseFields.whatYouLearn.default(null),
  icon: courseFields.icon.default('GraduationCap'),
  certificateType: courseFields.certificateType.default('rtitb'),
  courseType: courseFields.courseType.default('other'),
  trainingPrice: courseFields.trainingPrice.default(DEFAULT_TRAINING_PRICE),
  assessmentPrice: courseFields.assessmentPrice.default(DEFAULT_ASSESSMENT_PRICE),
  duration: courseFields.duration.default(null),
  nameAr: courseFields.nameAr.default(null),
  descriptionAr: courseFields.descriptionAr.default(null),
  whatYouLearnAr: courseFields.whatYouLearnAr.default(null),
  durationAr: courseFields.durationAr.default(null),
  isActive: courseFields.isActive.default(true),
  imageUrl: courseFields.imageUrl.default(null),
});
export type CreateCourseInput = z.input<typeof createCourseInputSchema>;

/** The edit-course modal, and PUT /api/admin/courses/{id}: the fields to change, the code among them. */
export const updateCourseInputSchema = z.object({
  id: z.string().min(1),
  code: z
    .string({ error: 'Course code is required' })
    .trim()
    .min(1, 'Course code is required')
    .max(50, 'Course code must be at most 50 characters')
    .optional(),
  name: courseFields.name.optional(),
  description: courseFields.description.optional(),
  whatYouLearn: courseFields.whatYouLearn.optional(),
  icon: courseFields.icon.optional(),
  certificateType: courseFields.certificateType.optional(),
  courseType: courseFields.courseType.optional(),
  trainingPrice: courseFields.trainingPrice.optional(),
  assessmentPrice: courseFields.assessmentPrice.optional(),
  duration: courseFields.duration.optional(),
  nameAr: courseFields.nameAr.optional(),
  descriptionAr: courseFields.descriptionAr.optional(),
  whatYouLearnAr: courseFields.whatYouLearnAr.optional(),
  durationAr: courseFields.durationAr.optional(),
  isActive: courseFields.isActive.optional(),
  imageUrl: courseFields.imageUrl.optional(),
});
export type UpdateCourseInput = z.input<typeof updateCourseInputSchema>;
