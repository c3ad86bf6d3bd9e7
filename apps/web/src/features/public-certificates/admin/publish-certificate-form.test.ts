import { createPublicCertificateInputSchema } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../../app/form-resolver';
import { missingFields } from './publish-certificate-form';

const check = formResolver(createPublicCertificateInputSchema);
const empty = {
  certificateNumber: '',
  studentName: '',
  nationalId: '',
  courseId: '',
  dateOfBirth: '',
  publishDate: '2026-11-26',
  expiryDate: '',
};

describe('the Publish Certificate form', () => {
  it('names every empty field, in the form’s order, and only those', () => {
    expect(missingFields(check(empty))).toEqual([
      'certificateNumber',
      'studentName',
      'nationalId',
      'dateOfBirth',
      'courseId',
      'expiryDate',
    ]);
    const some = check({
      ...empty,
      certificateNumber: 'GLT-1',
      studentName: 'Huda',
      expiryDate: '2025-01-01',
    });
    expect(missingFields(some)).toEqual(['nationalId', 'dateOfBirth', 'courseId']);
  });

  it('says one thing per field: Course is required', () => {
    expect(check(empty)).toMatchObject({
      courseId: 'Course is required',
      dateOfBirth: 'Date of birth is required',
    });
  });
});
