import { Alert, List, MultiSelect, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BULK_LIMITS,
  BULK_PREVIEW_SESSIONS,
  bulkScheduleInputSchema,
  bulkSessionDates,
  centreDate,
  isPastDate,
} from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { notifyError } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { localMessage, useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { CourseSelect } from '../../courses/admin/course-select';
import { formatClassDate } from '../schedule-format';
import { PastDateConfirm } from './past-date-confirm';
import { TimeField } from './time-field';
import { useScheduleChoices } from './use-schedule-choices';

const initialValues = {
  courseId: '',
  startDate: '',
  userIds: [] as string[],
  // Spec defaults: 1 session, 1 day apart, 1 candidate.
  sessions: 1 as number | string,
  daysBetween: 1 as number | string,
  candidatesPerSession: 1 as number | string,
  preferredTime: '08:00',
  notes: '',
  allowPast: false,
};

/** The form's own refusals and the server's answer are one action's toasts: the latest shows. */
const TOAST_ACTION = 'bulk-schedule';

const within = (value: number | string, limits: { min: number; max: number }) =>
  typeof value === 'number' && Number.isInteger(value) && value >= limits.min && value <= limits.max;

/**
 * The bulk schedule dialog: one pending class per client per session, sessions a number of days
 * apart. The preview lists the first sessions' dates and how many classes will be made.
 */
export function BulkScheduleModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const choices = useScheduleChoices();
  const form = useForm({ initialValues });
  const { startDate, userIds, sessions, daysBetween } = form.values;

  const dates =
    /^\d{4}-\d{2}-\d{2}$/.test(startDate) &&
    within(sessions, BULK_LIMITS.sessions) &&
    within(daysBetween, BULK_LIMITS.daysBetween)
      ? bulkSessionDates(startDate, Number(sessions), Number(daysBetween))
      : [];
  const shown = dates.slice(0, BULK_PREVIEW_SESSIONS);
  const startPast = dates.length > 0 && isPastDate(startDate, centreDate(new Date()));

  const create = useTabMutation(trpc.schedules.bulkCreate.mutationOptions(), {
    refresh: [trpc.schedules],
    failed: t('adminSchedules.bulkFailed'),
    action: TOAST_ACTION,
    succeeded: (result) => ({
      title: t('adminSchedules.bulkCreated'),
      message: t('adminSchedules.bulkCreatedText', { count: result.created }),
    }),
    onDone: onClose,
  });

  const submit = form.onSubmit((values) => {
    if (!values.courseId || !values.startDate || values.userIds.length === 0) {
      notifyError(t('adminSchedules.missingTitle'), t('adminSchedules.missingText'), TOAST_ACTION);
      return;
    }
    if (startPast && !values.allowPast) {
      form.setFieldError('allowPast', t('adminSchedules.pastRequired'));
      return;
    }
    const parsed = bulkScheduleInputSchema.safeParse({ ...values, notes: values.notes || null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      form.setFieldError(String(issue?.path[0] ?? 'sessions'), localMessage(issue?.message ?? ''));
      return;
    }
    create.mutate(parsed.data);
  });

  const count = (
    field: 'sessions' | 'daysBetween' | 'candidatesPerSession',
    limits: { min: number; max: number },
  ) => ({
    min: limits.min,
    max: limits.max,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'blur' as const,
    ...form.getInputProps(field),
  });

  return (
    <Modal opened onClose={onClose} title={t('adminSchedules.bulkTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text c="dimmed" fz="sm">
            {t('adminSchedules.bulkText')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <CourseSelect
              withInactive
              label={t('adminSchedules.bulkFields.course')}
              placeholder={t('adminSchedules.fields.coursePlaceholder')}
              {...form.getInputProps('courseId')}
            />
            <DateField
              label={t('adminSchedules.bulkFields.startDate')}
              required
              {...form.getInputProps('startDate')}
            />
          </SimpleGrid>
          <MultiSelect
            label={t('adminSchedules.bulkFields.clients')}
            placeholder={userIds.length === 0 ? t('adminSchedules.bulkFields.clientsPlaceholder') : undefined}
            data={choices.clients}
            searchable
            required
            hidePickedOptions
            {...form.getInputProps('userIds')}
          />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label={t('adminSchedules.bulkFields.sessions')}
              {...count('sessions', BULK_LIMITS.sessions)}
            />
            <NumberInput
              label={t('adminSchedules.bulkFields.daysBetween')}
              {...count('daysBetween', BULK_LIMITS.daysBetween)}
            />
            <NumberInput
              label={t('adminSchedules.bulkFields.candidates')}
              {...count('candidatesPerSession', BULK_LIMITS.candidates)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TimeField label={t('adminSchedules.bulkFields.time')} {...form.getInputProps('preferredTime')} />
            <Textarea
              label={t('adminSchedules.bulkFields.notes')}
              autosize
              minRows={1}
              {...form.getInputProps('notes')}
            />
          </SimpleGrid>
          {startPast && <PastDateConfirm {...form.getInputProps('allowPast', { type: 'checkbox' })} />}
          {shown.length > 0 && (
            <Alert color="navy" title={t('adminSchedules.bulkPreview')}>
              <List size="sm" spacing={2}>
                {shown.map((date, index) => (
                  <List.Item key={date}>
                    {t('adminSchedules.bulkSession', { number: index + 1, date: formatClassDate(date) })}
                  </List.Item>
                ))}
              </List>
              {dates.length > shown.length && (
                <Text fz="sm" mt={4}>
                  {t('adminSchedules.bulkMore', { count: dates.length - shown.length })}
                </Text>
              )}
              {userIds.length > 0 && (
                <Text fz="sm" fw={600} mt="xs">
                  {t('adminSchedules.bulkTotal', {
                    total: userIds.length * dates.length,
                    clients: userIds.length,
                    sessions: dates.length,
                  })}
                </Text>
              )}
            </Alert>
          )}
          <DialogActions
            submitLabel={t('adminSchedules.bulkSubmit')}
            pending={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
