import { describe, expect, it } from 'vitest';
import { amountToFils, filsToAmount, formatBd, quotationTotals } from './money.js';

describe('money in BD, exact to the fils', () => {
  it('reads amounts of at most two decimals, and nothing else', () => {
    expect(amountToFils('160')).toBe(160_000);
    expect(amountToFils('160.5')).toBe(160_500);
    expect(amountToFils(' 0.01 ')).toBe(10);
    expect(amountToFils(19.99)).toBe(19_990);
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,000.00', '.5', '10000000000']) {
      expect(amountToFils(bad), bad).toBeNull();
    }
  });

  it('writes two decimals, and BD with thousands separators', () => {
    expect(filsToAmount(1_936_000)).toBe('1936.00');
    expect(filsToAmount(10)).toBe('0.01');
    expect(filsToAmount(0)).toBe('0.00');
    expect(formatBd('1234567.80')).toBe('BD 1,234,567.80');
  });

  it('adds up in 0.01 steps without drift', () => {
    // 0.1 + 0.2 is not 0.3 in binary floats; in fils it is.
    const totals = quotationTotals([
      { candidates: 1, unitPrice: '0.10' },
      { candidates: 1, unitPrice: '0.20' },
    ]);
    expect(totals.subtotal).toBe('0.30');
    const many = quotationTotals(Array.from({ length: 50 }, () => ({ candidates: 3, unitPrice: '0.01' })));
    expect(many.subtotal).toBe('1.50');
  });

  it('rounds a VAT that falls on half a cent up (10% of 0.05 BD is 0.005 BD -> 0.01)', () => {
    expect(quotationTotals([{ candidates: 1, unitPrice: '0.05' }])).toEqual({
      lineTotals: ['0.05'],
      subtotal: '0.05',
      vatRate: 10,
      vatAmount: '0.01',
      total: '0.06',
    });
    // 10% of 0.04 is 0.004: down to 0.00.
    expect(quotationTotals([{ candidates: 1, unitPrice: '0.04' }]).vatAmount).toBe('0.00');
    expect(quotationTotals([{ candidates: 3, unitPrice: '33.35' }]).vatAmount).toBe('10.01');
  });

  it('prices 100 candidates of the spec’s courses exactly', () => {
    const totals = quotationTotals([
      { candidates: 100, unitPrice: '160.00' },
      { candidates: 100, unitPrice: '70.00' },
      { candidates: 7, unitPrice: '199.99' },
    ]);
    expect(totals.lineTotals).toEqual(['16000.00', '7000.00', '1399.93']);
    expect(totals.subtotal).toBe('24399.93');
    expect(totals.vatAmount).toBe('2439.99');
    expect(totals.total).toBe('26839.92');
  });
});
