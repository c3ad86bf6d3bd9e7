import { Badge, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FinancialGoal, formatBd, type GoalTransaction } from '@tc/contracts/schemas';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { formatCentreInstant } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { useTRPC } from '../../../app/trpc';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import classes from './financial-goals.module.css';

// Text shades that keep 4.5:1 (WCAG AA) on the badges' tinted ground and on white.
const typeLooks = {
  credit: { color: 'green', c: '#1e6b30' },
  debit: { color: 'orange', c: '#8a3c00' },
} as const;

function historyColumns(t: TFunction, language: string): Column<GoalTransaction>[] {
  return [
    {
      key: 'recordedAt',
      label: t('financialGoals.history.columns.recordedAt'),
      card: 'title',
      nowrap: true,
      cell: (row) => formatCentreInstant(row.recordedAt, language),
    },
    {
      key: 'type',
      label: t('financialGoals.history.columns.type'),
      card: 'badge',
      cell: (row) => (
        <Badge variant="light" {...typeLooks[row.transactionType]}>
          {t(`financialGoals.record.${row.transactionType}`)}
        </Badge>
      ),
    },
    {
      key: 'amount',
      label: t('financialGoals.history.columns.amount'),
      align: 'end',
      nowrap: true,
      cell: (row) => (
        <Text span fz="sm" fw={600} className={classes.amount} c={typeLooks[row.transactionType].c}>
          {`${row.transactionType === 'credit' ? '+' : '−'} ${formatBd(row.amount)}`}
        </Text>
      ),
    },
    {
      key: 'description',
      label: t('financialGoals.history.columns.description'),
      card: 'block',
      cell: (row) => row.description ?? '',
    },
    {
      key: 'recordedBy',
      label: t('financialGoals.history.columns.recordedBy'),
      cell: (row) => row.recordedByName ?? t('financialGoals.history.formerUser'),
    },
  ];
}

/** A goal's credits and debits, newest first, with who recorded each (Bahrain time). */
export function GoalHistoryModal({ goal, onClose }: { goal: FinancialGoal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const phone = useNarrowScreen();
  const history = useQuery(trpc.financialGoals.transactions.queryOptions({ id: goal.id }));
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('financialGoals.history.title', { title: goal.title })}
      size="56rem"
      fullScreen={phone}
    >
      <Stack>
        <Text fz="sm" c="dimmed">
          {t('financialGoals.record.holds', {
            current: formatBd(goal.currentAmount),
            target: formatBd(goal.targetAmount),
          })}
        </Text>
        <DataTable
          query={history}
          columns={historyColumns(t, i18n.language)}
          rowKey={(row) => row.id}
          label={t('financialGoals.history.listLabel', { title: goal.title })}
          empty={{
            icon: <IconReceipt />,
            title: t('financialGoals.history.emptyTitle'),
            text: t('financialGoals.history.emptyText'),
          }}
          loadError={t('financialGoals.history.loadError')}
        />
      </Stack>
    </Modal>
  );
}
