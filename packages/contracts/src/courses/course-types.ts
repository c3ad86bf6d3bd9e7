import type { Language } from '../language.js';
import { localized } from '../localized.js';

/**
 * The course types (the spec's list and the console's counterbalance) and their labels. A type is
 * a property of a catalogue course: certificates name a course, and carry its type.
 */
export const courseTypeLabels = {
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
} as const;
export type CourseType = keyof typeof courseTypeLabels;
/** The keys, in the spec's order: one table holds types and labels, so neither can miss the other. */
export const courseTypes = Object.keys(courseTypeLabels) as [CourseType, ...CourseType[]];

/** The labels in Arabic, with the trade's terms, for the screens and mails of an Arabic reader. */
const arabicCourseTypeLabels: Record<CourseType, string> = {
  mobile_crane_operations: 'تشغيل الرافعات المتحركة',
  tower_crane_operations: 'تشغيل الرافعات البرجية',
  overhead_crane_operations: 'تشغيل الرافعات العلوية',
  refresher_training: 'تدريب تنشيطي',
  rigger: 'مُجهّز أحمال (ريغر)',
  wireman: 'كهربائي تمديدات',
  excavator: 'حفّارة',
  plumbing: 'رخصة سباكة',
  confined_space: 'الأماكن المحصورة',
  vacuum_tanker: 'صهريج الشفط',
  wheeled_loading: 'جرّافة ذات عجلات',
  skid_steer: 'لودر انزلاقي التوجيه',
  forklift: 'رافعة شوكية',
  counterbalance: 'رافعة شوكية موازنة',
  general_machinery: 'آليات عامة',
  other: 'تدريب آخر',
};

/**
 * The label of a course type in a language (English, the stored and matched one, by default); a
 * value outside the list shows as it is.
 */
export function courseTypeLabel(type: string, language: Language = 'en'): string {
  if (!Object.hasOwn(courseTypeLabels, type)) return type;
  return (language === 'ar' ? arabicCourseTypeLabels : courseTypeLabels)[type as CourseType];
}

/** A course type by its key or its label, in any case ('Mobile Crane Operations' or 'mobile_crane_operations'). */
export function courseTypeOf(value: string): CourseType | undefined {
  const wanted = value.trim().toLowerCase();
  return courseTypes.find((type) => type === wanted || courseTypeLabels[type].toLowerCase() === wanted);
}

/**
 * What a certificate shows as its course, in the reader's language: the course's name (the
 * catalogue's Arabic one for an Arabic reader, when it has one), or its type's label for a record
 * without one.
 */
export function certificateCourseName(
  certificate: { courseName: string | null; courseNameAr?: string | null; courseType: string },
  language: Language = 'en',
): string {
  return (
    localized(certificate, 'courseName', language).text ?? courseTypeLabel(certificate.courseType, language)
  );
}
