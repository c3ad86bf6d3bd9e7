import { type Operator, type OperatorCertificate, REQUEST_NOTES_MAX } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import { createTranslator } from '../../../i18n/translate';
import {
  courseChoices,
  isDueForRefresher,
  operatorRows,
  operatorsFileUrl,
  operatorsFilter,
} from './operator-rows';
import { refresherPrefill } from './refresher-prefill';

const crane = '3f1a3e0e-2b5c-4d7a-9a51-0f6a5c2b8d11';
const rigger = '7c9d2e41-8a3b-4f6c-9d2e-5b1a0c3f7e22';
let counter = 0;

function certificate(fields: Partial<OperatorCertificate>): OperatorCertificate {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    certificateNumber: `REG-${counter}`,
    courseId: crane,
    courseName: 'Mobile Crane Operations',
    publishDate: '2025-01-10',
    expiryDate: '2027-01-10',
    status: 'valid',
    verificationUrl: `https://training.example.bh/verify/${counter}`,
    ...fields,
  };
}

const operators: Operator[] = [
  {
    studentName: 'Ahmed Ali Hassan',
    nationalIdMasked: '*****2345',
    certificates: [
      certificate({ status: 'expiring', expiryDate: '2026-03-01' }),
      certificate({ courseId: rigger, courseName: 'Rigger', status: 'expired', expiryDate: '2025-12-31' }),
    ],
  },
  {
    studentName: 'Yousif Karim',
    nationalIdMasked: '*****3456',
    certificates: [
      certificate({ courseId: rigger, courseName: 'Rigger', status: 'expiring', expiryDate: '2026-02-14' }),
      certificate({ status: 'revoked' }),
      certificate({ status: 'valid' }),
    ],
  },
];

const client = {
  companyName: 'Gulf Ports W.L.L.',
  firstName: 'Maryam',
  lastName: 'Al-Khalifa',
  email: 'hr@gulfports.test',
  phone: '+973 3355 7788',
};

describe('the operators’ register', () => {
  it('is a line per certificate; refreshers are offered for the expiring and the expired', () => {
    const rows = operatorRows(operators);
    expect(rows.map((row) => [row.studentName, row.certificate.status])).toEqual([
      ['Ahmed Ali Hassan', 'expiring'],
      ['Ahmed Ali Hassan', 'expired'],
      ['Yousif Karim', 'expiring'],
      ['Yousif Karim', 'revoked'],
      ['Yousif Karim', 'valid'],
    ]);
    expect(rows.filter(isDueForRefresher)).toHaveLength(3);
    expect(courseChoices(rows)).toEqual([
      { value: crane, label: 'Mobile Crane Operations' },
      { value: rigger, label: 'Rigger' },
    ]);
  });

  it('asks for its files with the filters of the screen, and only those chosen', () => {
    expect(operatorsFilter(undefined, undefined)).toEqual({});
    expect(operatorsFileUrl('csv', operatorsFilter(undefined, undefined))).toBe('/api/client/operators.csv');
    expect(operatorsFileUrl('pdf', operatorsFilter('expiring', rigger))).toBe(
      `/api/client/operators.pdf?status=expiring&courseId=${rigger}`,
    );
  });
});

describe('a refresher’s quotation request', () => {
  const t = createTranslator('en', en);

  it('opens with each course once, its number of operators, the client’s details and the operators named', () => {
    const due = operatorRows(operators).filter(isDueForRefresher);
    expect(refresherPrefill(due, client, t, 'en')).toEqual({
      courses: [
        { courseId: crane, numberOfCandidates: 1 },
        { courseId: rigger, numberOfCandidates: 2 },
      ],
      companyName: 'Gulf Ports W.L.L.',
      contactPerson: 'Maryam Al-Khalifa',
      email: 'hr@gulfports.test',
      phone: '+973 3355 7788',
      notes: [
        'Refresher training for:',
        '- Ahmed Ali Hassan (*****2345), Mobile Crane Operations, certificate REG-1: expires on 01/03/2026',
        '- Ahmed Ali Hassan (*****2345), Rigger, certificate REG-2: expired on 31/12/2025',
        '- Yousif Karim (*****3456), Rigger, certificate REG-3: expires on 14/02/2026',
      ].join('\n'),
    });
  });

  it('leaves out what the client’s account does not have', () => {
    const [first] = operatorRows(operators);
    const prefill = refresherPrefill(
      first ? [first] : [],
      { companyName: null, firstName: null, lastName: null, email: 'hr@gulfports.test', phone: null },
      t,
      'en',
    );
    expect(prefill).toMatchObject({ companyName: '', contactPerson: '', phone: '' });
  });

  it('names as many operators as the notes hold, then how many more', () => {
    const many = operatorRows(
      Array.from({ length: 120 }, (_, index) => ({
        studentName: `Operator Number ${index + 1}`,
        nationalIdMasked: `*****${String(index).padStart(4, '0')}`,
        certificates: [certificate({ status: 'expired', expiryDate: '2025-06-30' })],
      })),
    );
    const { notes = '', courses } = refresherPrefill(many, client, t, 'en');
    expect(courses).toEqual([{ courseId: crane, numberOfCandidates: 100 }]);
    expect(notes.length).toBeLessThanOrEqual(REQUEST_NOTES_MAX);
    const lines = notes.split('\n');
    const named = lines.filter((line) => line.startsWith('- Operator Number')).length;
    expect(lines.at(-1)).toBe(`- and ${120 - named} more`);
    expect(named).toBeGreaterThan(10);
  });

  it('is written in the page’s language', () => {
    const [first] = operatorRows(operators);
    const { notes } = refresherPrefill(first ? [first] : [], client, createTranslator('ar', ar), 'ar');
    expect(notes?.split('\n')[0]).toBe('دورة تنشيطية لكل من:');
    expect(notes).toContain('تنتهي بتاريخ');
    expect(notes).toContain('Ahmed Ali Hassan');
  });
});
