import { describe, expect, it } from 'vitest';
import { westernDigits } from './fields.js';
import { createQuotationInputSchema } from './quotations/quotations.schema.js';
import { createUserInputSchema, editUserInputSchema } from './users/users.schema.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('digits typed on an Arabic keyboard', () => {
  it('are read as 0-9, Arabic-Indic and Persian alike; other text stays', () => {
    expect(westernDigits('٨٩٠٤١٢٣٥٦')).toBe('890412356');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('CPR ٨٩-0')).toBe('CPR 89-0');
  });
});

describe('a phone number, wherever one is taken', () => {
  const quotation = (contactPhone: string) =>
    createQuotationInputSchema.safeParse({
      companyName: 'Gulf Ports',
      clientName: 'Layla',
      contactEmail: 'layla@gulf.test',
      contactPhone,
    });

  it('holds digits, spaces, + and - only, with the field’s message', () => {
    expect(firstMessage(quotation('call 17000000'))).toBe(
      'Contact phone may hold only digits, spaces, + and -',
    );
    expect(firstMessage(quotation('+973 (17) 000000'))).toBe(
      'Contact phone may hold only digits, spaces, + and -',
    );
    expect(firstMessage(createUserInputSchema.safeParse({ email: 'a@b.test', phone: 'n/a' }))).toBe(
      'Phone may hold only digits, spaces, + and -',
    );
    expect(firstMessage(editUserInputSchema.safeParse({ id: 'x', currentPassword: 'p', phone: '17x' }))).toBe(
      'Phone may hold only digits, spaces, + and -',
    );
  });

  it('keeps a good one, Arabic-Indic digits as 0-9; empty is none', () => {
    const parsed = quotation('+٩٧٣ ١٧-٠٠٠٠٠٠');
    expect(parsed.success && parsed.data.contactPhone).toBe('+973 17-000000');
    expect(createUserInputSchema.parse({ email: 'a@b.test', phone: ' +973 3300 0000 ' }).phone).toBe(
      '+973 3300 0000',
    );
    expect(createUserInputSchema.parse({ email: 'a@b.test', phone: '' }).phone).toBeNull();
  });
});
