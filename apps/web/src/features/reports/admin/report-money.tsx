import { Card, Text, Title } from '@mantine/core';
import { formatBd, type ReportMoney } from '@tc/contracts/schemas';
import { useTranslation } from '../../../i18n/translate';
import classes from './reports.module.css';

const SUMS = ['quoted', 'accepted', 'invoiced', 'vat', 'paid', 'outstanding'] as const;

/**
 * A period's money, in the order it moves: quoted, accepted, invoiced (less credit notes), its VAT,
 * paid, and what was still owed at the period's end. The sentence under it says how each is counted.
 */
export function ReportMoneyFigures({ money, label }: { money: ReportMoney; label: string }) {
  const { t } = useTranslation();
  return (
    <Card padding="lg" component="section" aria-label={label}>
      <Title order={4} fz="md" mb="sm">
        {t('reports.money.title')}
      </Title>
      <dl className={classes.money}>
        {SUMS.map((sum) => (
          <div key={sum} className={classes.sum}>
            <dt>{t(`reports.money.${sum}`)}</dt>
            <dd>{formatBd(money[sum])}</dd>
          </div>
        ))}
      </dl>
      <Text c="dimmed" fz="xs" mt="md">
        {t('reports.money.counting')}
      </Text>
    </Card>
  );
}
