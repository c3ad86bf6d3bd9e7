import { toArabic } from '@tc/contracts/arabic-messages';
import { loginInputSchema } from '@tc/contracts/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { setPageLanguage } from '../i18n/translate';
import { formResolver } from './form-resolver';

describe('a form’s check', () => {
  const check = formResolver(loginInputSchema);
  afterEach(() => setPageLanguage('en', en));

  it('tells the schema’s messages in English on an English page, as the server does', () => {
    expect(check({ email: 'someone@example.test', password: '' })).toEqual({
      password: 'Password is required',
    });
  });

  it('tells them in the server’s Arabic on an Arabic page', () => {
    setPageLanguage('ar', ar, toArabic);
    expect(check({ email: 'someone@example.test', password: '' })).toEqual({
      password: 'حقل «كلمة المرور» مطلوب',
    });
    expect(check({ email: 'someone@example.test', password: 'secret' })).toEqual({});
  });
});
