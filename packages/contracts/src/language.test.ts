import { describe, expect, it } from 'vitest';
import { acceptedLanguage, callerLanguage, textDirection } from './language.js';

describe('a caller’s language', () => {
  it('takes the product language Accept-Language prefers, by q value', () => {
    expect(acceptedLanguage('ar-BH,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(acceptedLanguage('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(acceptedLanguage('fr-FR,ar;q=0.5,en;q=0.7')).toBe('en');
    expect(acceptedLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(acceptedLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('*')).toBeUndefined();
  });

  it('is the account’s, else the cookie’s, else the browser’s, else English', () => {
    expect(callerLanguage({ account: 'ar', cookie: 'en', acceptLanguage: 'en' })).toBe('ar');
    expect(callerLanguage({ account: null, cookie: 'ar', acceptLanguage: 'en' })).toBe('ar');
    expect(callerLanguage({ account: null, cookie: 'xx', acceptLanguage: 'ar-BH' })).toBe('ar');
    expect(callerLanguage({ acceptLanguage: 'fr' })).toBe('en');
    expect(callerLanguage({})).toBe('en');
  });

  it('runs Arabic right to left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
  });
});
