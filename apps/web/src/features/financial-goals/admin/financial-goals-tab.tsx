import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTarget, IconTargetArrow } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { FinancialGoal } from '@tc/contracts/schemas';
import { useState } from 'react';
import { EmptyState, FirstAction } from '../../../app/empty-state';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import page from '../../layout/page.module.css';
import { type GoalAction, GoalCard } from './goal-card';
import { GoalFormModal } from './goal-form-modal';
import { GoalHistoryModal } from './goal-history-modal';
import { RecordTransactionModal } from './record-transaction-modal';

/** The one dialog open at a time; a goal's dialog reads the goal from the list, so it stays current. */
type Dialog = { kind: 'create' } | { kind: GoalAction; goalId: string };

/** Close Goal (no new transactions) and Reopen Goal, after a confirmation. */
function ActiveStateModal({
  goal,
  closing,
  onClose,
}: {
  goal: FinancialGoal;
  /** From the menu's choice, not the goal's state: the list is read again before the toast, with the state changed. */
  closing: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const texts = closing ? 'close' : 'reopen';
  const change = useTabMutation(trpc.financialGoals.update.mutationOptions(), {
    refresh: [trpc.financialGoals],
    failed: t('financialGoals.updateFailed'),
    succeeded: () => ({
      title: t(`financialGoals.${texts}.done`),
      message: t(`financialGoals.${texts}.doneText`, { title: goal.title }),
    }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t(`financialGoals.${texts}.title`)}
      text={t(`financialGoals.${texts}.text`, { title: goal.title })}
      confirmLabel={t(`financialGoals.${texts}.confirm`)}
      confirmColor={closing ? 'red' : 'blue'}
      pending={change.isPending}
      onConfirm={() => change.mutate({ id: goal.id, isActive: !closing })}
      onClose={onClose}
    />
  );
}

/** Delete Goal, offered only for a goal with no transactions (canDeleteGoal), after a confirmation. */
function DeleteGoalModal({ goal, onClose }: { goal: FinancialGoal; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.financialGoals.delete.mutationOptions(), {
    refresh: [trpc.financialGoals],
    failed: t('financialGoals.remove.failed'),
    succeeded: () => ({
      title: t('financialGoals.remove.done'),
      message: t('financialGoals.remove.doneText', { title: goal.title }),
    }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('financialGoals.remove.title')}
      text={t('financialGoals.remove.text', { title: goal.title })}
      confirmLabel={t('financialGoals.remove.confirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: goal.id })}
      onClose={onClose}
    />
  );
}

/**
 * The console's Financial Goals: a card per goal (active ones first, then closed ones) with its
 * progress; the create and edit dialogs, recording a credit or debit, each goal's history (where a
 * transaction is reversed), closing or reopening a goal, and deleting one with no transactions.
 */
export function FinancialGoalsTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const goals = useQuery(trpc.financialGoals.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const goal =
    dialog && dialog.kind !== 'create' ? goals.data?.find((item) => item.id === dialog.goalId) : undefined;
  const activeCount = goals.data?.filter((item) => item.isActive).length ?? 0;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Stack gap={0}>
          <Title order={2}>{t('financialGoals.title')}</Title>
          {goals.data && goals.data.length > 0 && (
            <Text c="dimmed" fz="sm">
              {t('financialGoals.count', { count: activeCount, closed: goals.data.length - activeCount })}
            </Text>
          )}
        </Stack>
        <Button
          leftSection={<IconTargetArrow size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('financialGoals.create')}
        </Button>
      </Group>
      {goals.isPending && (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
      {goals.isError && (
        <LoadErrorAlert title={t('financialGoals.loadError')} onRetry={() => goals.refetch()} />
      )}
      {goals.data?.length === 0 && (
        <EmptyState
          icon={<IconTarget />}
          title={t('financialGoals.emptyTitle')}
          text={t('financialGoals.emptyText')}
          action={
            <FirstAction label={t('emptyStates.firstGoal')} onClick={() => setDialog({ kind: 'create' })} />
          }
        />
      )}
      {goals.data && goals.data.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, xl: 3 }}
          className={page.grid}
          aria-label={t('financialGoals.listLabel')}
        >
          {goals.data.map((item) => (
            <li key={item.id}>
              <GoalCard goal={item} onAction={(kind) => setDialog({ kind, goalId: item.id })} />
            </li>
          ))}
        </SimpleGrid>
      )}

      {dialog?.kind === 'create' && <GoalFormModal goal={null} onClose={close} />}
      {goal && dialog?.kind === 'edit' && <GoalFormModal goal={goal} onClose={close} />}
      {goal && dialog?.kind === 'record' && <RecordTransactionModal goal={goal} onClose={close} />}
      {goal && dialog?.kind === 'history' && <GoalHistoryModal goal={goal} onClose={close} />}
      {goal && (dialog?.kind === 'close' || dialog?.kind === 'reopen') && (
        <ActiveStateModal goal={goal} closing={dialog.kind === 'close'} onClose={close} />
      )}
      {goal && dialog?.kind === 'delete' && <DeleteGoalModal goal={goal} onClose={close} />}
    </Stack>
  );
}
