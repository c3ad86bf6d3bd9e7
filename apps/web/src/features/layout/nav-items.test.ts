import { describe, expect, it } from 'vitest';
import { landingSectionFrom } from '../home/landing-section';
import { activeNavItem } from './nav-items';

describe('landingSectionFrom', () => {
  it('reads the section, home by default and for unknown values', () => {
    expect(landingSectionFrom('')).toBe('home');
    expect(landingSectionFrom('?section=about')).toBe('about');
    expect(landingSectionFrom('?section=certificates&x=1')).toBe('certificates');
    expect(landingSectionFrom('?section=nowhere')).toBe('home');
    expect(landingSectionFrom('?section=ABOUT')).toBe('home');
  });
});

describe('activeNavItem', () => {
  it.each([
    ['/', '', 'home'],
    ['/', '?section=home', 'home'],
    ['/', '?section=unknown', 'home'],
    ['/', '?section=about', 'about'],
    ['/', '?section=contact', 'contact'],
    ['/', '?section=certificates', 'certificates'],
    ['/', '?section=courses', 'courses'],
    ['/', '?section=gallery', 'gallery'],
    ['/courses', '', 'courses'],
    ['/course/5b0f7a52-4f0e-4c1e-9f7a-0e4b8f7f3a11', '', 'courses'],
    ['/gallery', '', 'gallery'],
    ['/forms', '', 'forms'],
    ['/forms/enrolment', '', 'forms'],
    ['/reset-password', '?token=x', null],
    ['/nowhere', '', null],
    ['/coursework', '', null],
  ] as const)('%s%s -> %s', (pathname, search, item) => {
    expect(activeNavItem(pathname, search)).toBe(item);
  });
});
