import { describe, expect, it } from 'vitest';
import { courseInterestLabel, courseInterestOptions } from './course-interest';

describe('courseInterestOptions', () => {
  it('offers General Inquiry first, then each course by name as its value', () => {
    expect(
      courseInterestOptions([{ name: 'Forklift' }, { name: 'Rigger' }], 'General Inquiry', 'en'),
    ).toEqual([
      { value: 'general_inquiry', label: 'General Inquiry' },
      { value: 'Forklift', label: 'Forklift' },
      { value: 'Rigger', label: 'Rigger' },
    ]);
  });

  it('offers General Inquiry alone while the courses are unknown, and a name only once', () => {
    expect(courseInterestOptions(undefined, 'General Inquiry', 'en')).toEqual([
      { value: 'general_inquiry', label: 'General Inquiry' },
    ]);
    expect(courseInterestOptions([{ name: 'Rigger' }, { name: 'Rigger' }], 'General', 'en')).toHaveLength(2);
  });
});

describe('courseInterestOptions on an Arabic page', () => {
  it('shows a course by its Arabic name where it has one, its value staying the English name', () => {
    const courses = [
      { name: 'Forklift', nameAr: 'الرافعة الشوكية' },
      { name: 'Rigger', nameAr: null },
    ];
    expect(courseInterestOptions(courses, 'استفسار عام', 'ar').slice(1)).toEqual([
      { value: 'Forklift', label: 'الرافعة الشوكية' },
      { value: 'Rigger', label: 'Rigger' },
    ]);
  });
});

describe('courseInterestLabel', () => {
  it('shows the course name, or General Inquiry for general_inquiry and for none', () => {
    expect(courseInterestLabel('Mobile Crane Operations', 'General Inquiry')).toBe('Mobile Crane Operations');
    expect(courseInterestLabel('general_inquiry', 'General Inquiry')).toBe('General Inquiry');
    expect(courseInterestLabel(null, 'General Inquiry')).toBe('General Inquiry');
  });
});
