import { describe, expect, it } from 'vitest';
import { linkFor, mailDate, recipientLanguage } from './recipient-language.js';

describe('the language a message is written in', () => {
  it('is the account’s choice, else the one who caused it, else English', () => {
    expect(recipientLanguage('ar', 'en')).toEqual({ language: 'ar', accountChoice: true });
    expect(recipientLanguage('en', 'ar')).toEqual({ language: 'en', accountChoice: true });
    expect(recipientLanguage(null, 'ar')).toEqual({ language: 'ar', accountChoice: false });
    expect(recipientLanguage(null)).toEqual({ language: 'en', accountChoice: false });
    expect(recipientLanguage('fr')).toEqual({ language: 'en', accountChoice: false });
  });

  it('goes into a link only when the account chose it, so nobody’s choice is made for them', () => {
    const arabic = recipientLanguage('ar');
    expect(linkFor('https://training.test/', arabic)).toBe('https://training.test/?lang=ar');
    expect(linkFor('https://training.test/?section=contact', arabic)).toBe(
      'https://training.test/?section=contact&lang=ar',
    );
    expect(linkFor('https://training.test/reset-password?token=abc', recipientLanguage('en'))).toBe(
      'https://training.test/reset-password?token=abc&lang=en',
    );
    expect(linkFor('https://training.test/', recipientLanguage(null, 'ar'))).toBe('https://training.test/');
  });

  it('writes dates as the screens do in English, and in Western figures in Arabic', () => {
    expect(mailDate('2027-01-10', 'en')).toBe('Sun, 10 Jan 2027');
    expect(mailDate('2027-01-10', 'ar')).toBe('الأحد، 10 يناير 2027');
    expect(mailDate('2026-12-31', 'ar')).toBe('الخميس، 31 ديسمبر 2026');
  });
});
