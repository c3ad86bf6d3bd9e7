import { describe, expect, it } from 'vitest';
import { CHAT_NOTIFICATION_BODY_LENGTH, chatNotificationBody, chatSenderName } from './chat.schema.js';

describe('chatSenderName', () => {
  it('names the sender by their own name, though staff share the company name', () => {
    const staff = { firstName: 'Fatima', lastName: 'Al-Sayed', companyName: 'Gulf Lifting', email: 'a@b.bh' };
    expect(chatSenderName(staff)).toBe('Fatima Al-Sayed');
    expect(chatSenderName({ ...staff, lastName: null })).toBe('Fatima');
    expect(chatSenderName({ ...staff, firstName: ' ', lastName: null })).toBe('Gulf Lifting');
  });

  it('without a name, by company, else e-mail, else nobody', () => {
    expect(chatSenderName({ companyName: 'Gulf Lifting', email: 'a@b.bh' })).toBe('Gulf Lifting');
    expect(chatSenderName({ companyName: null, email: 'a@b.bh' })).toBe('a@b.bh');
    expect(chatSenderName({ companyName: '  ', email: 'a@b.bh' })).toBe('a@b.bh');
    expect(chatSenderName({ companyName: null, email: null })).toBeNull();
    expect(chatSenderName(undefined)).toBeNull();
  });
});

describe('chatNotificationBody', () => {
  it('keeps a short message whole', () => {
    expect(chatNotificationBody('Crane 2 is ready')).toBe('Crane 2 is ready');
    expect(chatNotificationBody('y'.repeat(50))).toBe('y'.repeat(50));
  });

  it('cuts a long one to its first 50 characters', () => {
    expect(chatNotificationBody(`${'x'.repeat(50)}and more`)).toBe('x'.repeat(CHAT_NOTIFICATION_BODY_LENGTH));
  });

  it('never splits a character made of two code units', () => {
    // The 50th character is the crane (two UTF-16 units): kept whole, not half of it.
    expect(chatNotificationBody(`${'a'.repeat(49)}\u{1F3D7}${'b'.repeat(5)}`)).toBe(
      `${'a'.repeat(49)}\u{1F3D7}`,
    );
  });
});
