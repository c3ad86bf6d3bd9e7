import { CENTRE_NAME } from '@tc/db';
import type { Language } from '../language.js';
import type { ScheduleStatus } from './schedules.schema.js';

/** What happened to a class, as its mail tells it. */
export type ScheduleMailKind = 'scheduled' | 'updated' | 'confirmed' | 'cancelled' | 'reminder';

/**
 * The words of a class's mail and of its calendar entry (the invite and the feed), in each
 * language: the Arabic typed by the English, so neither can miss one. Names, dates' figures,
 * times and numbers are values: they go in as they are.
 */
const en = {
  greeting: 'Hello,',
  subjects: {
    scheduled: 'Class scheduled',
    updated: 'Class changed',
    confirmed: 'Class confirmed',
    cancelled: 'Class cancelled',
    reminder: 'Reminder',
  } satisfies Record<ScheduleMailKind, string>,
  subject: (what: string, course: string, when: string) => `${what}: ${course} on ${when}`,
  openings: {
    scheduled: 'A class has been scheduled for you.',
    updated: 'A class of yours has changed. Your calendar entry is updated with this mail.',
    confirmed: 'Your class is confirmed.',
    cancelled: 'This class has been cancelled. It is removed from your calendar with this mail.',
    reminder: 'A reminder of your class in the coming days.',
  } satisfies Record<ScheduleMailKind, string>,
  at: (date: string, time: string) => `${date} at ${time}`,
  until: (date: string) => `, until ${date}`,
  labels: {
    course: 'Course',
    date: 'Date',
    originally: 'Originally',
    client: 'Client',
    candidates: 'Candidates',
    instructor: 'Instructor',
    status: 'Status',
    notes: 'Notes',
  },
  toBeAssigned: 'to be assigned',
  // English mails have always named the status by its value.
  statuses: {
    pending: 'pending',
    confirmed: 'confirmed',
    completed: 'completed',
    cancelled: 'cancelled',
  } satisfies Record<ScheduleStatus, string>,
  approve: 'Please approve the new date and time in your client portal.',
  inPortal: 'Your classes are in your portal.',
  approveButton: 'Approve the new time',
  portalButton: 'Open your portal',
  /** A class of no course and no course type. */
  trainingClass: 'Training class',
  feedName: `${CENTRE_NAME} classes`,
};

const ar: typeof en = {
  greeting: 'مرحبًا،',
  subjects: {
    scheduled: 'جدولة حصة',
    updated: 'تعديل حصة',
    confirmed: 'تأكيد حصة',
    cancelled: 'إلغاء حصة',
    reminder: 'تذكير',
  },
  subject: (what, course, when) => `${what}: ${course} بتاريخ ${when}`,
  openings: {
    scheduled: 'جُدولت لكم حصة تدريبية.',
    updated: 'تغيّرت إحدى حصصكم. يُحدَّث موعدها في تقويمكم مع هذه الرسالة.',
    confirmed: 'تم تأكيد حصتكم.',
    cancelled: 'أُلغيت هذه الحصة، وتُزال من تقويمكم مع هذه الرسالة.',
    reminder: 'تذكير بحصتكم خلال الأيام القادمة.',
  },
  at: (date, time) => `${date} الساعة ${time}`,
  until: (date) => `، حتى ${date}`,
  labels: {
    course: 'الدورة',
    date: 'التاريخ',
    originally: 'الموعد الأصلي',
    client: 'العميل',
    candidates: 'عدد المتدربين',
    instructor: 'المدرب',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  toBeAssigned: 'سيُعيَّن لاحقًا',
  statuses: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكدة',
    completed: 'مكتملة',
    cancelled: 'ملغاة',
  },
  approve: 'يرجى الموافقة على التاريخ والوقت الجديدين في بوابة العميل.',
  inPortal: 'تجدون حصصكم في بوابتكم.',
  approveButton: 'الموافقة على الموعد الجديد',
  portalButton: 'فتح بوابتكم',
  trainingClass: 'حصة تدريبية',
  feedName: `حصص ${CENTRE_NAME}`,
};

export const scheduleTexts: Record<Language, typeof en> = { en, ar };
