import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type FinancialGoal,
  formatBd,
  type RecordedTransaction,
  recordTransactionInputSchema,
  TRANSACTION_DESCRIPTION_MAX,
  type TransactionType,
} from '@tc/contracts/schemas';
import { useId } from 'react';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';

const checkFields = formResolver(recordTransactionInputSchema.omit({ id: true }));

interface TransactionValues {
  transactionType: TransactionType;
  amount: string;
  description: string;
}

/**
 * Record Transaction: a credit (added to the goal) or a debit (taken from it), its amount in BD and
 * what it was. The server moves the goal's amount; a debit past what the goal holds is refused
 * there with its message, the dialog staying open.
 */
export function RecordTransactionModal({ goal, onClose }: { goal: FinancialGoal; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const typeLabelId = useId();
  const form = useForm<TransactionValues>({
    initialValues: { transactionType: 'credit', amount: '', description: '' },
    validate: checkFields,
  });
  const record = useTabMutation(trpc.financialGoals.recordTransaction.mutationOptions(), {
    refresh: [trpc.financialGoals],
    failed: t('financialGoals.record.failed'),
    succeeded: (recorded: RecordedTransaction) => ({
      title: t('financialGoals.record.done'),
      message: t(`financialGoals.record.doneText.${recorded.transactionType}`, {
        amount: formatBd(recorded.amount),
        title: goal.title,
        current: formatBd(recorded.currentAmount),
      }),
    }),
    onDone: onClose,
  });
  const submit = form.onSubmit((values) => record.mutate({ id: goal.id, ...values }));

  return (
    <Modal opened onClose={onClose} title={t('financialGoals.record.title', { title: goal.title })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text fz="sm" c="dimmed">
            {t('financialGoals.record.holds', {
              current: formatBd(goal.currentAmount),
              target: formatBd(goal.targetAmount),
            })}
          </Text>
          <Stack gap={4}>
            <Text fz="sm" fw={500} id={typeLabelId}>
              {t('financialGoals.record.type')}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby={typeLabelId}
              data={[
                { value: 'credit', label: t('financialGoals.record.credit') },
                { value: 'debit', label: t('financialGoals.record.debit') },
              ]}
              {...form.getInputProps('transactionType')}
            />
          </Stack>
          <TextInput
            label={t('financialGoals.record.amount')}
            description={t('financialGoals.form.amountText')}
            leftSection="BD"
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label={t('financialGoals.record.description')}
            description={t('financialGoals.record.descriptionText', { max: TRANSACTION_DESCRIPTION_MAX })}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={TRANSACTION_DESCRIPTION_MAX}
            {...form.getInputProps('description')}
          />
          <DialogActions
            submitLabel={t('financialGoals.record.submit')}
            pending={record.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
