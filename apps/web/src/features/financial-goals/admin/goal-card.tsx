import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconHistory, IconLock, IconLockOpen, IconPlus, IconTrash } from '@tabler/icons-react';
import { canDeleteGoal, type FinancialGoal, formatBd, goalProgress } from '@tc/contracts/schemas';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { RowActionsMenu } from '../../../app/data-table/row-actions-menu';
import { formatCalendarDate } from '../../../app/dates';
import { useTranslation } from '../../../i18n/translate';
import classes from './financial-goals.module.css';
import { timeLeftText } from './time-left';

export type GoalAction = 'record' | 'history' | 'edit' | 'close' | 'reopen' | 'delete';

// Light badges with text shades that keep 4.5:1 (WCAG AA) on their tinted ground.
const badgeLooks = {
  closed: { color: 'gray', c: '#3d444d' },
  reached: { color: 'green', c: '#1e6b30' },
  active: { color: 'navy', c: 'navy.8' },
} as const;

function StateBadge({ goal, reached }: { goal: FinancialGoal; reached: boolean }) {
  const { t } = useTranslation();
  const state = !goal.isActive ? 'closed' : reached ? 'reached' : 'active';
  return (
    <Badge variant="light" {...badgeLooks[state]}>
      {t(`financialGoals.card.${state}`)}
    </Badge>
  );
}

/** The card's menu: edit, close or reopen, and delete while the goal has no transactions (canDeleteGoal). */
function goalActions(
  goal: FinancialGoal,
  onAction: (action: GoalAction) => void,
  t: ReturnType<typeof useTranslation>['t'],
): RowAction[] {
  const actions: RowAction[] = [
    {
      key: 'edit',
      label: t('financialGoals.edit'),
      icon: <IconEdit size={16} aria-hidden />,
      onClick: () => onAction('edit'),
    },
    goal.isActive
      ? {
          key: 'close',
          label: t('financialGoals.close.action'),
          icon: <IconLock size={16} aria-hidden />,
          onClick: () => onAction('close'),
        }
      : {
          key: 'reopen',
          label: t('financialGoals.reopen.action'),
          icon: <IconLockOpen size={16} aria-hidden />,
          onClick: () => onAction('reopen'),
        },
  ];
  if (canDeleteGoal(goal)) {
    actions.push({
      key: 'delete',
      label: t('financialGoals.remove.action'),
      icon: <IconTrash size={16} aria-hidden />,
      danger: true,
      onClick: () => onAction('delete'),
    });
  }
  return actions;
}

/**
 * One goal: how much of the target is in (amounts in BD with two decimals, as the goal table keeps
 * them), the bar, the dates and the days left in Bahrain, and what can be done with it. The
 * percent and the days come from goalProgress, the rule the server answers progressPercent with.
 */
export function GoalCard({
  goal,
  onAction,
}: {
  goal: FinancialGoal;
  onAction: (action: GoalAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const progress = goalProgress(goal, new Date());
  const dates = [goal.startDate, goal.endDate]
    .filter((date): date is string => date !== null)
    .map((date) => formatCalendarDate(date, i18n.language))
    .join(' – ');
  return (
    <Card withBorder padding="md" className={classes.card} data-closed={!goal.isActive || undefined}>
      <Stack gap="xs" className={classes.cardBody}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} fz="lg" className={classes.title}>
            {goal.title}
          </Title>
          <Group gap={4} wrap="nowrap" className={classes.cardCorner}>
            <StateBadge goal={goal} reached={progress.reached} />
            <RowActionsMenu
              label={t('financialGoals.actionsFor', { title: goal.title })}
              actions={goalActions(goal, onAction, t)}
            />
          </Group>
        </Group>
        {goal.description && (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {goal.description}
          </Text>
        )}
        <Group justify="space-between" align="baseline" gap="xs" mt="auto">
          <Text fz="sm">
            <Text span fw={700} fz="xl">
              {formatBd(goal.currentAmount)}
            </Text>{' '}
            {t('financialGoals.card.ofTarget', { target: formatBd(goal.targetAmount) })}
          </Text>
          <Text fw={700} fz="lg">
            {t('financialGoals.card.percent', { percent: progress.percent })}
          </Text>
        </Group>
        <Progress
          value={progress.barValue}
          size="lg"
          radius="xl"
          color={!goal.isActive ? 'gray' : progress.reached ? 'green' : 'navy'}
          aria-label={t('financialGoals.card.progressLabel', {
            title: goal.title,
            percent: progress.percent,
          })}
        />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" c="dimmed">
            {dates}
          </Text>
          <Text fz="sm" fw={500}>
            {timeLeftText(progress, t, i18n.language)}
          </Text>
        </Group>
        <Group gap="xs" mt="xs">
          {goal.isActive && (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => onAction('record')}
            >
              {t('financialGoals.record.open')}
            </Button>
          )}
          <Button
            size="sm"
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden />}
            onClick={() => onAction('history')}
            aria-label={t('financialGoals.history.openNamed', {
              title: goal.title,
              count: goal.transactionCount,
            })}
          >
            {t('financialGoals.history.open', { count: goal.transactionCount })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
