import { z } from 'zod';
import { controlCharacterMessage, hasControlCharacter } from '../fields.js';

/**
 * How a certificate names its course of the catalogue: `courseId` (what the console's forms send),
 * or the spec's `courseType` (what outside callers and CSV files send): a course's name or code,
 * or a course type's key or label, which the server finds in the catalogue (course-reference.service.ts).
 */
export interface CourseReference {
  courseId?: string | undefined;
  courseType?: string | undefined;
}

const referenceField = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, `${label} must be at most 200 characters`)
    .refine((text) => !hasControlCharacter(text), controlCharacterMessage(label))
    .optional();

/** The two fields of a course reference, each refused with the form's message when it is not text. */
export function courseReferenceFields(message: string) {
  return { courseId: referenceField(message, 'Course'), courseType: referenceField(message, 'Course type') };
}

/**
 * The refinement that one of them is given, said beside the other fields' messages (not only once
 * they are right), under courseId: the field the forms show.
 */
export function courseReferenceGiven(
  message: string,
): [(value: CourseReference) => boolean, { message: string; path: string[]; when: Refinement['when'] }] {
  return [
    (value) => Boolean(value.courseId || value.courseType),
    {
      message,
      path: ['courseId'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  ];
}

type Refinement = Exclude<Parameters<z.ZodString['refine']>[1], string | undefined>;
