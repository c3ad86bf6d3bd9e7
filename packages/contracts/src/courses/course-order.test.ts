import { describe, expect, it } from 'vitest';
import { inShownNameOrder } from './course-order.js';

// The order of the catalogue and of the console's lists: by the name the reader sees.

const courses = [
  { code: 'TOWER', name: 'Tower Crane', nameAr: 'الرافعة البرجية' },
  { code: 'BEAM', name: 'Beam Clamp Safety', nameAr: null },
  { code: 'FORK', name: 'Forklift', nameAr: 'الرافعة الشوكية' },
  { code: 'ANCHOR', name: 'Anchor Points', nameAr: '' },
];
const codes = (list: readonly { code: string }[]) => list.map((course) => course.code);

describe('inShownNameOrder', () => {
  it('orders an English page by the English names', () => {
    expect(codes(inShownNameOrder(courses, 'en'))).toEqual(['ANCHOR', 'BEAM', 'FORK', 'TOWER']);
  });

  it('orders an Arabic page by the Arabic names, the English ones where none was given, as Arabic sorts', () => {
    // البرجية before الشوكية (ب before ش); Arabic script before Latin in the Arabic collation.
    expect(codes(inShownNameOrder(courses, 'ar'))).toEqual(['TOWER', 'FORK', 'ANCHOR', 'BEAM']);
  });

  it('compares as the language does, not by code points', () => {
    const cased = [
      { code: 'B', name: 'beam' },
      { code: 'A', name: 'Anchor' },
      { code: 'C', name: 'Éclat' },
      { code: 'D', name: 'Drill' },
    ];
    expect(codes(inShownNameOrder(cased, 'en'))).toEqual(['A', 'B', 'D', 'C']);
    // Arabic letters with and without hamza: أ sorts with ا, before ب.
    const arabic = [
      { code: 'BAA', name: 'B', nameAr: 'باب' },
      { code: 'ALIF', name: 'A', nameAr: 'أمن' },
    ];
    expect(codes(inShownNameOrder(arabic, 'ar'))).toEqual(['ALIF', 'BAA']);
  });

  it('orders two courses of one shown name by their codes, and leaves the list it was given as it was', () => {
    const twins = [
      { code: 'LIFT-2', name: 'Lifting', nameAr: 'الرفع' },
      { code: 'LIFT-1', name: 'Hoisting', nameAr: 'الرفع' },
    ];
    expect(codes(inShownNameOrder(twins, 'ar'))).toEqual(['LIFT-1', 'LIFT-2']);
    expect(codes(inShownNameOrder(twins, 'en'))).toEqual(['LIFT-1', 'LIFT-2']);
    expect(codes(twins)).toEqual(['LIFT-2', 'LIFT-1']);
  });
});
