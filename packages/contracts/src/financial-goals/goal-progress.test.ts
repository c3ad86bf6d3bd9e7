import { describe, expect, it } from 'vitest';
import { amountCents, centsToAmount, parseGoalAmount } from './goal-amount.js';
import { goalProgress } from './goal-progress.js';

// The goal amounts' reading (digit by digit, never a float) and the one progress rule the server
// and the console's cards share.

describe('goal amounts', () => {
  it.each([
    ['1250.5', '1250.50'],
    [' 0001250.50 ', '1250.50'],
    [1250.5, '1250.50'],
    [0.01, '0.01'],
    ['9999999999999.99', '9999999999999.99'],
    [9999999999999.99, '9999999999999.99'],
  ])('reads %j as %s', (value, amount) => {
    expect(parseGoalAmount(value)).toEqual({ amount });
  });

  it.each([
    ['1e3', 'format'],
    [1e21, 'format'],
    [Number.NaN, 'format'],
    ['1,250.00', 'format'],
    ['BD 5', 'format'],
    ['1.234', 'decimals'],
    [1.234, 'decimals'],
    [0.1 + 0.2, 'decimals'],
    ['0', 'notPositive'],
    [0, 'notPositive'],
    ['-1', 'notPositive'],
    [-1, 'notPositive'],
    ['0.00', 'notPositive'],
    ['10000000000000', 'tooLarge'],
    [10000000000000, 'tooLarge'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(parseGoalAmount(value)).toEqual({ problem });
  });

  it('converts to and from cents exactly at the largest amount', () => {
    expect(amountCents('9999999999999.99')).toBe(999999999999999n);
    expect(centsToAmount(amountCents('0.10') + amountCents('0.20'))).toBe('0.30');
    expect(centsToAmount(-5n)).toBe('-0.05');
  });
});

describe('goal progress', () => {
  const goal = {
    targetAmount: '5000.00',
    currentAmount: '1250.00',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
  };
  // 22:30 in Bahrain on 30 November is still 30 November there, though UTC is on 30 November too;
  // 21:30 UTC on 30 November is already 1 December in Bahrain (UTC+3).
  const lateEvening = new Date('2026-11-30T19:30:00Z');
  const pastMidnight = new Date('2026-11-30T21:30:00Z');

  it('counts percent in whole cents and days left in Bahrain dates', () => {
    expect(goalProgress(goal, lateEvening)).toEqual({
      percent: 25,
      barValue: 25,
      reached: false,
      daysLeft: 31,
      daysToStart: null,
    });
    expect(goalProgress(goal, pastMidnight).daysLeft).toBe(30);
  });

  it('rounds down, so 100% means reached, and goes past 100 with the bar at 100', () => {
    expect(goalProgress({ ...goal, currentAmount: '4999.99' }, lateEvening)).toMatchObject({
      percent: 99,
      reached: false,
    });
    expect(goalProgress({ ...goal, currentAmount: '6000.00' }, lateEvening)).toMatchObject({
      percent: 120,
      barValue: 100,
      reached: true,
    });
    expect(
      goalProgress(
        { ...goal, targetAmount: '9999999999999.99', currentAmount: '9999999999999.98' },
        lateEvening,
      ).percent,
    ).toBe(99);
  });

  it('tells the days to the start, the last day, a past end and no end', () => {
    expect(goalProgress({ ...goal, startDate: '2026-12-03' }, lateEvening).daysToStart).toBe(3);
    expect(goalProgress({ ...goal, endDate: '2026-11-30' }, lateEvening).daysLeft).toBe(0);
    expect(goalProgress({ ...goal, endDate: '2026-11-28' }, lateEvening).daysLeft).toBe(-2);
    expect(goalProgress({ ...goal, endDate: null }, lateEvening).daysLeft).toBeNull();
  });
});
