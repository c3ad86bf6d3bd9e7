/** The Publish Certificate form's fields, in the order it shows them (and the toast names them). */
export const publishFields = [
  'certificateNumber',
  'studentName',
  'nationalId',
  'dateOfBirth',
  'courseId',
  'publishDate',
  'expiryDate',
] as const;
export type PublishField = (typeof publishFields)[number];

/**
 * The fields left empty, in the form's order: those whose message is the schema's '... is
 * required', so the toast names every one of them, and only them (a malformed field says so
 * beside itself).
 */
export function missingFields(errors: Record<string, unknown>): PublishField[] {
  return publishFields.filter((field) => {
    const message = errors[field];
    return typeof message === 'string' && message.endsWith(' is required');
  });
}
