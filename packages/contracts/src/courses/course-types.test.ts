import { describe, expect, it } from 'vitest';
import { ARABIC_LETTER } from '../language.js';
import { courseTypeLabel, courseTypes } from './course-types.js';

describe('a course type’s label', () => {
  it('is the spec’s English by default, and what it was given for a value outside the list', () => {
    expect(courseTypeLabel('mobile_crane_operations')).toBe('Mobile Crane Operations');
    expect(courseTypeLabel('not_a_type', 'ar')).toBe('not_a_type');
  });

  it('has its Arabic for every type', () => {
    expect(courseTypeLabel('tower_crane_operations', 'ar')).toBe('تشغيل الرافعات البرجية');
    for (const type of courseTypes)
      expect(courseTypeLabel(type, 'ar')).toMatch(new RegExp(`^${ARABIC_LETTER.source}`));
  });
});
