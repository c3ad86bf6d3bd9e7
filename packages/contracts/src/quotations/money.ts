/**
 * Money in Bahraini dinars, exactly: amounts are integers of fils (1 BD = 1000 fils) while they are
 * computed, and strings with two decimals ("1936.00") when they are stored, sent or shown, as the
 * centre writes its prices. No binary float ever holds an amount: a decimal text is read digit by
 * digit. Browser-safe: the quotation builder shows its live totals with these same functions.
 *
 * The rounding rule: prices have at most two decimals (multiples of 10 fils), so line totals and
 * the subtotal are exact. VAT is 10% of the subtotal, which can end on 5 fils (10% of 0.05 BD);
 * it is rounded half up to the next 0.01 BD, since amounts are shown with two decimals. The total
 * is the subtotal plus that VAT.
 */
export const VAT_RATE_PERCENT = 10;
export const MAX_UNIT_PRICE = '1000000.00';
export const MAX_CANDIDATES_PER_LINE = 1000;

const FILS_PER_DINAR = 1000;
const FILS_PER_CENT = 10;
const amountPattern = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** "160", "160.5" or "160.50" (or 160.5) as fils; null when it is not an amount of at most 2 decimals. */
export function amountToFils(amount: string | number): number | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = amountPattern.exec(text);
  if (!match) return null;
  const [, dinars = '0', decimals = ''] = match;
  return Number(dinars) * FILS_PER_DINAR + Number(decimals.padEnd(3, '0'));
}

/** Fils as the amount text with two decimals: 1936000 -> "1936.00". */
export function filsToAmount(fils: number): string {
  const cents = Math.round(fils / FILS_PER_CENT);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** "1936.00" with thousands separators and the currency, as documents and screens show it: "BD 1,936.00". */
export function formatBd(amount: string): string {
  const [dinars = '0', decimals = '00'] = amount.split('.');
  return `BD ${dinars.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

export interface PricedLine {
  candidates: number;
  /** The price per candidate, "160.00". */
  unitPrice: string;
}

export interface QuotationTotals {
  lineTotals: string[];
  subtotal: string;
  vatRate: number;
  vatAmount: string;
  total: string;
}

/** VAT on a subtotal, half up to the cent (10 fils). */
function vatFils(subtotalFils: number): number {
  const exact = (subtotalFils * VAT_RATE_PERCENT) / 100;
  return Math.floor((exact + FILS_PER_CENT / 2) / FILS_PER_CENT) * FILS_PER_CENT;
}

/**
 * The totals of a quotation: each line's total, the subtotal, VAT 10% and the total, as amount
 * texts. Lines whose price cannot be read count as 0 (the schemas refuse them before this runs).
 */
export function quotationTotals(lines: readonly PricedLine[]): QuotationTotals {
  const lineFils = lines.map((line) => (amountToFils(line.unitPrice) ?? 0) * line.candidates);
  const subtotal = lineFils.reduce((sum, fils) => sum + fils, 0);
  const vat = vatFils(subtotal);
  return {
    lineTotals: lineFils.map(filsToAmount),
    subtotal: filsToAmount(subtotal),
    vatRate: VAT_RATE_PERCENT,
    vatAmount: filsToAmount(vat),
    total: filsToAmount(subtotal + vat),
  };
}
