import { type Course, MAX_CANDIDATES_PER_LINE, quotationMessages } from '@tc/contracts/schemas';
import { describe, expect, it } from 'vitest';
import {
  emptyQuotation,
  liveTotals,
  newLine,
  type QuotationValues,
  quotationPayload,
  validateQuotation,
} from './quotation-form';

const course = {
  id: '3f1a3e0e-2b5c-4d7a-9a51-0f6a5c2b8d11',
  name: 'Mobile Crane Operations',
  code: 'MCO',
  trainingPrice: 160,
  assessmentPrice: 70,
} as Course;

function filled(changes: Partial<QuotationValues> = {}): QuotationValues {
  return {
    ...emptyQuotation(new Date('2026-11-24T22:30:00Z')),
    companyName: 'Sitra Marine Cranes',
    clientName: 'Huda Al-Jishi',
    contactEmail: 'huda@sitra.test',
    lines: [newLine(course)],
    ...changes,
  };
}

describe('the quotation builder form', () => {
  it('starts valid for 30 days from the Bahrain date (already the next day at 22:30 UTC)', () => {
    expect(emptyQuotation(new Date('2026-11-24T22:30:00Z')).validUntil).toBe('2026-12-25');
  });

  it('prices a new line with the course’s training price', () => {
    expect(newLine(course)).toMatchObject({ trainingType: 'full_course', candidates: 1, price: '160.00' });
  });

  it('checks with the server’s schema, each message at its field', () => {
    const errors = validateQuotation(
      filled({
        companyName: ' ',
        ccEmails: 'finance@sitra.test, not-an-address',
        lines: [{ ...newLine(course), candidates: MAX_CANDIDATES_PER_LINE + 1, price: '12.345' }],
      }),
      false,
    );
    expect(errors).toMatchObject({
      companyName: quotationMessages.companyName,
      ccEmails: '"not-an-address" is not a valid CC email address',
      'lines.0.candidates': quotationMessages.candidates,
      'lines.0.price': quotationMessages.price,
    });
    expect(validateQuotation(filled(), false)).toEqual({});
  });

  it('needs a course, and the edit says the edit’s own messages', () => {
    expect(validateQuotation(filled({ lines: [] }), false)).toEqual({ lines: quotationMessages.course });
    expect(validateQuotation(filled({ clientName: '' }), true)).toMatchObject({
      clientName: quotationMessages.clientNameEdit,
    });
  });

  it('totals live by the server’s rule: VAT half up to the cent, an unreadable price as 0', () => {
    const lines = [
      { ...newLine(course), candidates: 3, price: 245 },
      { ...newLine(course), candidates: 1, price: '0.05' },
      { ...newLine(course), candidates: '', price: '99' },
    ];
    expect(liveTotals(lines)).toMatchObject({
      lineTotals: ['735.00', '0.05', '0.00'],
      subtotal: '735.05',
      vatAmount: '73.51',
      total: '808.56',
    });
  });

  it('checks the client details with the schema and sends them as typed', () => {
    expect(validateQuotation(filled({ vatNumber: '12345', crNumber: 'CR 1' }), false)).toEqual({
      vatNumber: 'VAT number must be 15 digits',
      crNumber: 'CR number may hold only digits, letters, - and /',
    });
    const values = filled({ address: 'Road 1\nSitra', vatNumber: '220000987600003', crNumber: '' });
    expect(validateQuotation(values, true)).toEqual({});
    expect(quotationPayload(values)).toMatchObject({
      address: 'Road 1\nSitra',
      vatNumber: '220000987600003',
      crNumber: '',
    });
  });

  it('sends the lines as the server takes them, no client chosen as null', () => {
    const payload = quotationPayload(filled());
    expect(payload.clientId).toBeNull();
    expect(payload.lines).toEqual([
      { courseId: course.id, trainingType: 'full_course', candidates: 1, price: '160.00' },
    ]);
  });
});
