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

  it('takes the client company as optional: none, or a client account', () => {
    const filled = {
      certificateNumber: 'GLT-1',
      studentName: 'Huda',
      nationalId: '880112345',
      courseId: '5b2c0b3e-8f6a-4d2e-9c1a-2f0e6b7d8a91',
      dateOfBirth: '1990-01-01',
      publishDate: '2026-11-26',
      expiryDate: '2029-11-25',
    };
    expect(check({ ...filled, clientId: null })).toEqual({});
    expect(check({ ...filled, clientId: '0d6f3c1a-3b7e-4f5a-8e2d-9a1b2c3d4e5f' })).toEqual({});
  });
});
