import { describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/ar';
import { en } from '../../../i18n/en';
import { createTranslator } from '../../../i18n/translate';
import { fieldLabel } from './audit-field-label';

describe('a field’s label in the Changes table', () => {
  it('is the catalogue’s, in the page’s language, for a key the writers record', () => {
    expect(fieldLabel('vatRegistrationNumber', createTranslator('ar', ar))).toEqual({
      text: 'رقم التسجيل في ضريبة القيمة المضافة',
    });
    expect(fieldLabel('numberOfCandidates', createTranslator('ar', ar))).toEqual({ text: 'عدد المتدربين' });
    expect(fieldLabel('heroTitleAr', createTranslator('en', en))).toEqual({
      text: 'Main banner title (Arabic)',
    });
  });

  it('is the key as English words, marked English, for a key the catalogue does not list', () => {
    const t = createTranslator('ar', ar);
    expect(fieldLabel('legacyIbanNumber', t)).toEqual({ text: 'Legacy IBAN number', lang: 'en' });
    expect(fieldLabel('old_course_id', t)).toEqual({ text: 'Old course ID', lang: 'en' });
    // A name every object has is not a label the catalogue lists.
    expect(fieldLabel('constructor', t)).toEqual({ text: 'Constructor', lang: 'en' });
  });
});
