import { toArabic } from '@tc/contracts/arabic-messages';
import { HONEYPOT_FIELD, quotationRequestInputSchema, quotationRequestMessages } from '@tc/contracts/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { formResolver } from '../../../app/form-resolver';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import { setPageLanguage } from '../../../i18n/translate';
import { monthChoices, refusedField, requestPayload, requestValues } from './quotation-request-form';

const courseId = '3f1a3e0e-2b5c-4d7a-9a51-0f6a5c2b8d11';
const check = formResolver(quotationRequestInputSchema);

describe('the quotation request form', () => {
  afterEach(() => setPageLanguage('en', en));

  it('opens with the course of the page, else one row to choose', () => {
    const prefilled = requestValues({ courses: [{ courseId, numberOfCandidates: 1 }], email: 'a@b.test' });
    expect(
      prefilled.courses.map(({ courseId, numberOfCandidates }) => ({ courseId, numberOfCandidates })),
    ).toEqual([{ courseId, numberOfCandidates: 1 }]);
    expect(prefilled.email).toBe('a@b.test');
    expect(requestValues().courses).toMatchObject([{ courseId: '', numberOfCandidates: 1 }]);
  });

  it('is checked by the server’s schema, under each field', () => {
    const values = { ...requestValues({ courses: [{ courseId, numberOfCandidates: 1 }] }) };
    values.courses = [{ ...values.courses[0], key: 'k', courseId, numberOfCandidates: '' }];
    const errors = check(values);
    expect(errors['courses.0.numberOfCandidates']).toBe(quotationRequestMessages.candidates);
    expect(errors.companyName).toBe('Company name is required');
    expect(errors.phone).toBe(quotationRequestMessages.phone);
  });

  it('sends the rows without their keys, the honeypot beside them', () => {
    const values = requestValues({ courses: [{ courseId, numberOfCandidates: 3 }] });
    expect(requestPayload({ ...values, preferredDate: '2027-03' })).toEqual({
      companyName: '',
      contactPerson: '',
      email: '',
      phone: '',
      courses: [{ courseId, numberOfCandidates: 3 }],
      preferredDate: '2027-03',
      notes: '',
      [HONEYPOT_FIELD]: '',
    });
  });

  it('puts the server’s refusal under its field, in the page’s language', () => {
    expect(refusedField(quotationRequestMessages.unknownCourse)).toBe('courses');
    expect(refusedField('Too many requests. Please try again later.')).toBeNull();
    setPageLanguage('ar', ar, toArabic);
    expect(refusedField(toArabic(quotationRequestMessages.unknownCourse))).toBe('courses');
  });

  it('offers the months from this one on, named in the page’s language', () => {
    const months = monthChoices('2026-11-24', 'en', 3);
    expect(months).toEqual([
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-12', label: 'December 2026' },
      { value: '2027-01', label: 'January 2027' },
    ]);
    expect(monthChoices('2026-11-24', 'ar', 1)[0]?.value).toBe('2026-11');
  });
});
