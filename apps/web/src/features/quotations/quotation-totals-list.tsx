import { formatBd } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';
import classes from './quotations.module.css';

interface Totals {
  subtotal: string;
  vatRate: number;
  vatAmount: string;
  total: string;
}

/** Subtotal, VAT and total in BD, as the builder (live) and the client's page show them. */
export function QuotationTotalsList({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'subtotal', term: t('quotationTotals.subtotal'), amount: totals.subtotal },
    { key: 'vat', term: t('quotationTotals.vat', { rate: totals.vatRate }), amount: totals.vatAmount },
    { key: 'total', term: t('quotationTotals.total'), amount: totals.total },
  ];
  return (
    <dl className={classes.totals}>
      {rows.map((row) => (
        <div key={row.key} className={row.key === 'total' ? classes.grandTotal : classes.totalRow}>
          <dt>{row.term}</dt>
          <dd data-testid={`quotation-${row.key}`}>{formatBd(row.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
