import { describe, expect, it } from 'vitest';
import { t } from './translate';

describe('t', () => {
  it('finds a text by its dotted key', () => {
    expect(t('nav.allCourses')).toBe('All Courses');
  });

  it('fills each {{name}} from the values and leaves unknown ones visible', () => {
    expect(t('portal.welcome', { name: 'Jane' })).toBe('Welcome Jane');
    expect(t('portal.welcome', {})).toBe('Welcome {{name}}');
  });

  it('answers the key itself for a key that leads nowhere, so a gap shows instead of a blank', () => {
    expect(t('nav.missing' as 'nav.allCourses')).toBe('nav.missing');
  });
});
