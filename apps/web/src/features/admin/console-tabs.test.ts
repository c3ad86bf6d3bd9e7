import { describe, expect, it } from 'vitest';
import { defaultTab, visibleTabs } from './console-tabs';

describe('console tabs', () => {
  it('shows a role only the built tabs it may see, in the spec order', () => {
    expect(visibleTabs('admin', ['chat', 'users', 'analytics'])).toEqual(['analytics', 'users', 'chat']);
    expect(visibleTabs('instructor', ['users', 'schedules', 'chat'])).toEqual(['schedules', 'chat']);
    expect(visibleTabs('client', ['users', 'schedules'])).toEqual([]);
  });

  it('opens on analytics for an admin and schedules for an instructor, once they exist', () => {
    expect(defaultTab('admin', ['analytics', 'users'])).toBe('analytics');
    expect(defaultTab('instructor', ['schedules', 'chat'])).toBe('schedules');
    expect(defaultTab('admin', ['users'])).toBe('users');
    expect(defaultTab('instructor', [])).toBeUndefined();
  });
});
