import { describe, expect, it } from 'vitest';
import { defaultTab, tabAddress, tabAt, visibleTabs } from './console-tabs';

describe('console tabs', () => {
  it('shows a role only the built tabs it may see, in the spec order', () => {
    expect(visibleTabs('admin', ['chat', 'users', 'analytics'])).toEqual(['analytics', 'users', 'chat']);
    expect(visibleTabs('instructor', ['users', 'schedules', 'chat'])).toEqual(['schedules', 'chat']);
    expect(visibleTabs('client', ['users', 'schedules'])).toEqual([]);
    // The Audit Trail is for admins, after Reports.
    expect(visibleTabs('admin', ['audit', 'reports', 'users'])).toEqual(['users', 'reports', 'audit']);
    expect(visibleTabs('instructor', ['audit', 'schedules'])).toEqual(['schedules']);
    // Personal data (a person's data on request) is for admins, right after the Audit Trail.
    expect(visibleTabs('admin', ['deliveries', 'privacy', 'audit'])).toEqual([
      'audit',
      'privacy',
      'deliveries',
    ]);
    expect(visibleTabs('instructor', ['privacy', 'schedules'])).toEqual(['schedules']);
  });

  it('opens on analytics for an admin and schedules for an instructor, once they exist', () => {
    expect(defaultTab('admin', ['analytics', 'users'])).toBe('analytics');
    expect(defaultTab('instructor', ['schedules', 'chat'])).toBe('schedules');
    expect(defaultTab('admin', ['users'])).toBe('users');
    expect(defaultTab('instructor', [])).toBeUndefined();
  });
});

describe('tab addresses', () => {
  const visible = ['users', 'schedules', 'form-builder'] as const;
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('opens the tab the address names, else the role default', () => {
    expect(tabAt(at('/', '?tab=schedules'), 'admin', visible)).toBe('schedules');
    expect(tabAt(at('/admin/form-builder'), 'admin', visible)).toBe('form-builder');
    expect(tabAt(at('/'), 'admin', visible)).toBe('users');
    expect(tabAt(at('/', '?tab=reports'), 'admin', visible)).toBe('users');
    expect(tabAt(at('/', '?tab=users'), 'instructor', ['schedules'])).toBe('schedules');
  });

  it('gives every tab an address that leads back to it', () => {
    for (const tab of visible) {
      const [pathname = '', search = ''] = tabAddress(tab).split(/(?=\?)/);
      expect(tabAt({ pathname, search }, 'admin', visible)).toBe(tab);
    }
  });
});
