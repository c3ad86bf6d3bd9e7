import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createGoalInputSchema, type FinancialGoal } from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

interface GoalValues {
  title: string;
  description: string;
  targetAmount: string;
  startDate: string;
  endDate: string;
}

const valuesOf = (goal: FinancialGoal | null): GoalValues => ({
  title: goal?.title ?? '',
  description: goal?.description ?? '',
  targetAmount: goal?.targetAmount ?? '',
  startDate: goal?.startDate ?? '',
  endDate: goal?.endDate ?? '',
});

/**
 * Create Goal (goal null) and Edit Goal: title, description, target amount in BD and the dates,
 * checked with the server's own schema before they are sent. The amount is typed as text and
 * sent as text, so no float ever holds it.
 */
export function GoalFormModal({ goal, onClose }: { goal: FinancialGoal | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const form = useForm<GoalValues>({
    initialValues: valuesOf(goal),
    validate: formResolver(createGoalInputSchema),
  });
  const saved = (title: string) => ({
    refresh: [trpc.financialGoals],
    succeeded: (saved: FinancialGoal) => ({
      title,
      message: t('financialGoals.savedText', { title: saved.title }),
    }),
    onDone: onClose,
  });
  const create = useTabMutation(trpc.financialGoals.create.mutationOptions(), {
    ...saved(t('financialGoals.created')),
    failed: t('financialGoals.createFailed'),
  });
  const update = useTabMutation(trpc.financialGoals.update.mutationOptions(), {
    ...saved(t('financialGoals.updated')),
    failed: t('financialGoals.updateFailed'),
  });

  const submit = form.onSubmit((values) => {
    if (goal) update.mutate({ id: goal.id, ...values });
    else create.mutate(values);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={goal ? t('financialGoals.form.editTitle') : t('financialGoals.form.createTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('financialGoals.form.title')}
            required
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('financialGoals.form.description')}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t('financialGoals.form.targetAmount')}
            description={t('financialGoals.form.amountText')}
            leftSection="BD"
            inputMode="decimal"
            autoComplete="off"
            required
            {...form.getInputProps('targetAmount')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField
              label={t('financialGoals.form.startDate')}
              required
              {...form.getInputProps('startDate')}
            />
            <DateField
              label={t('financialGoals.form.endDate')}
              min={form.values.startDate || undefined}
              {...form.getInputProps('endDate')}
            />
          </SimpleGrid>
          <DialogActions
            submitLabel={goal ? t('financialGoals.form.save') : t('financialGoals.form.create')}
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
