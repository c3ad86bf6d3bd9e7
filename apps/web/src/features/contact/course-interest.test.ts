import { describe, expect, it } from 'vitest';
import { courseInterestLabel, courseInterestOptions } from './course-interest';

describe('courseInterestOptions', () => {
  it('offers General Inquiry first, then each course by name as its value', () => {
    expect(courseInterestOptions([{ name: 'Forklift' }, { name: 'Rigger' }], 'General Inquiry')).toEqual([
      { value: 'general_inquiry', label: 'General Inquiry' },
      { value: 'Forklift', label: 'Forklift' },
      { value: 'Rigger', label: 'Rigger' },
    ]);
  });

  it('offers General Inquiry alone while the courses are unknown, and a name only once', () => {
    expect(courseInterestOptions(undefined, 'General Inquiry')).toEqual([
      { value: 'general_inquiry', label: 'General Inquiry' },
    ]);
    expect(courseInterestOptions([{ name: 'Rigger' }, { name: 'Rigger' }], 'General')).toHaveLength(2);
  });
});

describe('courseInterestLabel', () => {
  it('shows the course name, or General Inquiry for general_inquiry and for none', () => {
    expect(courseInterestLabel('Mobile Crane Operations', 'General Inquiry')).toBe('Mobile Crane Operations');
    expect(courseInterestLabel('general_inquiry', 'General Inquiry')).toBe('General Inquiry');
    expect(courseInterestLabel(null, 'General Inquiry')).toBe('General Inquiry');
  });
});
