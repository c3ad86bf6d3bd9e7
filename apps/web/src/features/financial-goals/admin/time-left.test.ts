import { goalProgress } from '@tc/contracts/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPortalTexts } from '../../../i18n/portal-texts';
import { t } from '../../../i18n/translate';
import { timeLeftText } from './time-left';

// The card's line under the bar, from the shared progress rule, in Bahrain dates.

const goal: { targetAmount: string; currentAmount: string; startDate: string; endDate: string | null } = {
  targetAmount: '5000.00',
  currentAmount: '0.00',
  startDate: '2026-11-01',
  endDate: '2026-12-31',
};
const now = new Date('2026-11-30T09:00:00Z');
const text = (changes: Partial<typeof goal>) =>
  timeLeftText(goalProgress({ ...goal, ...changes }, now), t, 'en');

describe('the time left on a goal card', () => {
  beforeAll(loadPortalTexts);

  it('counts the days to the end, the last day, and after it', () => {
    expect(text({})).toBe('31 days left');
    expect(text({ endDate: '2026-12-01' })).toBe('1 day left');
    expect(text({ endDate: '2026-11-30' })).toBe('Ends today');
    expect(text({ endDate: '2026-11-29' })).toBe('Ended yesterday');
    expect(text({ endDate: '2026-11-20' })).toBe('Ended 10 days ago');
    expect(text({ endDate: '2099-12-31' })).toBe('26,694 days left');
  });

  it('tells a goal that has not started, and one without an end', () => {
    expect(text({ startDate: '2026-12-01' })).toBe('Starts tomorrow');
    expect(text({ startDate: '2026-12-05' })).toBe('Starts in 5 days');
    expect(text({ endDate: null })).toBe('No end date');
  });
});
