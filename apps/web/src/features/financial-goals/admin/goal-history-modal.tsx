import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FinancialGoal, formatBd, type GoalTransaction, reversalRefusal } from '@tc/contracts/schemas';
import { useState } from 'react';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { formatCentreInstant } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import classes from './financial-goals.module.css';

// Text shades that keep 4.5:1 (WCAG AA) on the badges' tinted ground and on white.
const typeLooks = {
  credit: { color: 'green', c: '#1e6b30' },
  debit: { color: 'orange', c: '#8a3c00' },
} as const;

/** 'credit', 'debit': the type inside a sentence. */
const typeWord = (t: TFunction, type: GoalTransaction['transactionType']) =>
  t(`financialGoals.record.${type}`).toLowerCase();

/** Which reverses which: a reversal names the transaction it undoes, found in the same history. */
function reversalNote(row: GoalTransaction, rows: GoalTransaction[], t: TFunction, language: string) {
  const reversed = row.reversesId ? rows.find((other) => other.id === row.reversesId) : undefined;
  if (!reversed) return null;
  return (
    <Text span fz="xs" c="dimmed" display="block">
      {t('financialGoals.reverse.reverses', {
        type: typeWord(t, reversed.transactionType),
        when: formatCentreInstant(reversed.recordedAt, language),
      })}
    </Text>
  );
}

function historyColumns(t: TFunction, language: string, rows: GoalTransaction[]): Column<GoalTransaction>[] {
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
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" {...typeLooks[row.transactionType]}>
            {t(`financialGoals.record.${row.transactionType}`)}
          </Badge>
          {row.reversedById && (
            <Badge variant="outline" color="gray" c="#3d444d">
              {t('financialGoals.reverse.reversed')}
            </Badge>
          )}
        </Group>
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
      cell: (row) => (
        <>
          {row.description ?? ''}
          {reversalNote(row, rows, t, language)}
        </>
      ),
    },
    {
      key: 'recordedBy',
      label: t('financialGoals.history.columns.recordedBy'),
      cell: (row) => row.recordedByName ?? t('financialGoals.history.formerUser'),
    },
  ];
}

/** Reverse, after a confirmation saying what it records. */
function ReverseModal({
  goal,
  transaction,
  onClose,
}: {
  goal: FinancialGoal;
  transaction: GoalTransaction;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const reverse = useTabMutation(trpc.financialGoals.reverseTransaction.mutationOptions(), {
    refresh: [trpc.financialGoals],
    failed: t('financialGoals.reverse.failed'),
    succeeded: (data) => ({
      title: t('financialGoals.reverse.done'),
      message: t('financialGoals.reverse.doneText', {
        title: goal.title,
        current: formatBd(data.currentAmount),
      }),
    }),
    onDone: onClose,
  });
  const type = transaction.transactionType;
  return (
    <ConfirmDeleteModal
      title={t('financialGoals.reverse.title')}
      text={t('financialGoals.reverse.text', {
        type: typeWord(t, type),
        amount: formatBd(transaction.amount),
        when: formatCentreInstant(transaction.recordedAt, i18n.language),
        opposite: typeWord(t, type === 'credit' ? 'debit' : 'credit'),
      })}
      confirmLabel={t('financialGoals.reverse.confirm')}
      pending={reverse.isPending}
      onConfirm={() => reverse.mutate({ id: goal.id, transactionId: transaction.id })}
      onClose={onClose}
    />
  );
}

/**
 * A goal's credits and debits, newest first, with who recorded each (Bahrain time); a reversal names
 * the one it reverses. Reverse is offered on an open goal's transactions that reversalRefusal allows.
 */
export function GoalHistoryModal({ goal, onClose }: { goal: FinancialGoal; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const phone = useNarrowScreen();
  const history = useQuery(trpc.financialGoals.transactions.queryOptions({ id: goal.id }));
  const [reversing, setReversing] = useState<GoalTransaction | null>(null);
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
          columns={historyColumns(t, i18n.language, history.data ?? [])}
          rowKey={(row) => row.id}
          actions={{
            label: (row) =>
              t('financialGoals.reverse.actionsFor', {
                type: typeWord(t, row.transactionType),
                amount: formatBd(row.amount),
              }),
            items: (row) =>
              goal.isActive && reversalRefusal(row) === null
                ? [
                    {
                      key: 'reverse',
                      label: t('financialGoals.reverse.action'),
                      icon: <IconArrowBackUp size={16} aria-hidden />,
                      onClick: () => setReversing(row),
                    },
                  ]
                : [],
          }}
          label={t('financialGoals.history.listLabel', { title: goal.title })}
          empty={{
            icon: <IconReceipt />,
            title: t('financialGoals.history.emptyTitle'),
            text: t('financialGoals.history.emptyText'),
          }}
          loadError={t('financialGoals.history.loadError')}
        />
      </Stack>
      {reversing && <ReverseModal goal={goal} transaction={reversing} onClose={() => setReversing(null)} />}
    </Modal>
  );
}
