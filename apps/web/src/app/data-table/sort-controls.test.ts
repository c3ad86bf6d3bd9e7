import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort } from './sort-controls';

describe('sorting a paged list by its headers', () => {
  it('sorts by a new column ascending, and reverses the column already sorted by', () => {
    const newest = { sort: 'createdAt', direction: 'desc' } as const;
    expect(nextSort(newest, 'name')).toEqual({ sort: 'name', direction: 'asc' });
    expect(nextSort({ sort: 'name', direction: 'asc' }, 'name')).toEqual({ sort: 'name', direction: 'desc' });
    expect(nextSort({ sort: 'name', direction: 'desc' }, 'name')).toEqual({ sort: 'name', direction: 'asc' });
  });

  it('says the order on the sorted column only', () => {
    const byName = { sort: 'name', direction: 'desc' } as const;
    expect(ariaSort(byName, 'name')).toBe('descending');
    expect(ariaSort({ ...byName, direction: 'asc' }, 'name')).toBe('ascending');
    expect(ariaSort(byName, 'email')).toBeUndefined();
    expect(ariaSort(byName, undefined)).toBeUndefined();
  });
});
