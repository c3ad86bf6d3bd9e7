import { Alert, Checkbox, List, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  canChangeStatus,
  centreDate,
  createScheduleInputSchema,
  isPastDate,
  MAX_CANDIDATES,
  type Schedule,
  type ScheduleStatus,
  scheduleStatuses,
} from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { CourseSelect } from '../../courses/admin/course-select';
import { formatClassDate } from '../schedule-format';
import { PastDateConfirm } from './past-date-confirm';
import { TimeField } from './time-field';
import { useScheduleChoices } from './use-schedule-choices';

const checkFields = formResolver(createScheduleInputSchema);
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function valuesOf(schedule: Schedule | null) {
  return {
    userId: schedule?.userId ?? '',
    courseId: schedule?.courseId ?? '',
    preferredDate: schedule?.preferredDate ?? '',
    preferredTime: schedule?.preferredTime ?? '08:00',
    endDate: schedule?.endDate ?? '',
    numberOfCandidates: schedule?.numberOfCandidates ?? 1,
    instructorId: schedule?.instructorId ?? '',
    // The form offers confirmed first (spec); an edit starts from the class's own status.
    status: (schedule?.status ?? 'confirmed') as ScheduleStatus,
    notes: schedule?.notes ?? '',
    allowInstructorConflict: false,
    allowPast: false,
  };
}

/**
 * The statuses the edit form offers: the class's own, and those an admin can move it to today
 * (confirmed once it has an instructor, the one the form now names counting).
 */
function statusChoices(schedule: Schedule | null, instructorId: string): ScheduleStatus[] {
  if (!schedule) return ['confirmed', 'pending'];
  const today = centreDate(new Date());
  const edited = { ...schedule, instructorId: instructorId || null };
  return scheduleStatuses.filter(
    (status) => status === schedule.status || canChangeStatus(edited, status, 'admin', today),
  );
}

/**
 * The add-schedule form (schedule null) and the edit form: the server's schema checks both. It
 * warns when the instructor already teaches on those dates and saves only once the admin confirms
 * the double booking; moving a pending class tells the admin the client will be asked to approve.
 */
export function ScheduleFormModal({ schedule, onClose }: { schedule: Schedule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const choices = useScheduleChoices();
  const form = useForm({
    initialValues: valuesOf(schedule),
    // The status is a choice among valid ones; the rest is the server's own schema.
    validate: (values) => checkFields({ ...values, status: 'pending' }),
  });
  const { instructorId, preferredDate, endDate, preferredTime } = form.values;
  const conflicts = useQuery(
    trpc.schedules.instructorConflicts.queryOptions(
      {
        instructorId,
        preferredDate,
        endDate: isDate(endDate) ? endDate : null,
        excludeId: schedule?.id,
      },
      { enabled: instructorId !== '' && isDate(preferredDate) },
    ),
  );
  const conflicting = conflicts.data ?? [];
  const instructorName = choices.instructors.find((choice) => choice.value === instructorId)?.label ?? '';
  // A date before today being set (a new class, or an edit moving it): recorded only once confirmed.
  const datePast =
    isDate(preferredDate) &&
    isPastDate(preferredDate, centreDate(new Date())) &&
    preferredDate !== schedule?.preferredDate;
  const moved =
    schedule?.status === 'pending' &&
    (preferredDate !== schedule.preferredDate || preferredTime !== schedule.preferredTime);

  const saved = {
    refresh: [trpc.schedules],
    succeeded: (saved: Schedule) => ({
      title: schedule ? t('adminSchedules.updated') : t('adminSchedules.created'),
      message: t('adminSchedules.savedText', {
        date: formatClassDate(saved.preferredDate),
        time: saved.preferredTime,
      }),
    }),
    onDone: onClose,
  };
  const create = useTabMutation(trpc.schedules.create.mutationOptions(), {
    ...saved,
    failed: t('adminSchedules.createFailed'),
  });
  const update = useTabMutation(trpc.schedules.update.mutationOptions(), {
    ...saved,
    failed: t('adminSchedules.updateFailed'),
  });

  const submit = form.onSubmit((values) => {
    if (conflicting.length > 0 && !values.allowInstructorConflict) {
      form.setFieldError('allowInstructorConflict', t('adminSchedules.conflictRequired'));
      return;
    }
    if (datePast && !values.allowPast) {
      form.setFieldError('allowPast', t('adminSchedules.pastRequired'));
      return;
    }
    const fields = { ...values, endDate: values.endDate || null, notes: values.notes || null };
    if (!schedule) {
      create.mutate({ ...fields, status: values.status === 'pending' ? 'pending' : 'confirmed' });
      return;
    }
    const { status, ...rest } = fields;
    update.mutate({ id: schedule.id, ...rest, ...(status !== schedule.status ? { status } : {}) });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={schedule ? t('adminSchedules.editTitle') : t('adminSchedules.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('adminSchedules.fields.client')}
            placeholder={t('adminSchedules.fields.clientPlaceholder')}
            data={choices.clients}
            searchable
            required
            {...form.getInputProps('userId')}
          />
          <CourseSelect
            withInactive
            label={t('adminSchedules.fields.course')}
            placeholder={t('adminSchedules.fields.coursePlaceholder')}
            {...form.getInputProps('courseId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField
              label={t('adminSchedules.fields.date')}
              required
              {...form.getInputProps('preferredDate')}
            />
            <TimeField
              label={t('adminSchedules.fields.time')}
              required
              {...form.getInputProps('preferredTime')}
            />
            <DateField
              label={t('adminSchedules.fields.endDate')}
              description={t('adminSchedules.fields.endDateText')}
              min={preferredDate || undefined}
              {...form.getInputProps('endDate')}
            />
            <NumberInput
              label={t('adminSchedules.fields.candidates')}
              min={1}
              max={MAX_CANDIDATES}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('numberOfCandidates')}
              onBlur={() => {
                // Spec: bad input becomes 1 (an empty or unreadable number).
                if (typeof form.values.numberOfCandidates !== 'number')
                  form.setFieldValue('numberOfCandidates', 1);
              }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('adminSchedules.fields.instructor')}
              placeholder={t('adminSchedules.fields.instructorPlaceholder')}
              data={choices.instructors}
              searchable
              required
              {...form.getInputProps('instructorId')}
            />
            <Select
              label={t('adminSchedules.fields.status')}
              data={statusChoices(schedule, instructorId).map((status) => ({
                value: status,
                label: t(`scheduleStatus.${status}`),
              }))}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
          </SimpleGrid>
          {conflicting.length > 0 && (
            <Alert color="orange" icon={<IconAlertTriangle />} title={t('adminSchedules.conflictTitle')}>
              <Stack gap="xs">
                {t('adminSchedules.conflictText', { name: instructorName })}
                <List size="sm">
                  {conflicting.map((conflict) => (
                    <List.Item key={conflict.id}>
                      {t('adminSchedules.conflictLine', {
                        date: formatClassDate(conflict.preferredDate),
                        time: conflict.preferredTime,
                        course: conflict.courseName ?? '',
                        client: conflict.companyName ?? '',
                        status: t(`scheduleStatus.${conflict.status}`),
                      })}
                    </List.Item>
                  ))}
                </List>
                <Checkbox
                  label={t('adminSchedules.conflictConfirm')}
                  {...form.getInputProps('allowInstructorConflict', { type: 'checkbox' })}
                />
              </Stack>
            </Alert>
          )}
          {datePast && <PastDateConfirm {...form.getInputProps('allowPast', { type: 'checkbox' })} />}
          {moved && (
            <Alert color="navy" icon={<IconInfoCircle />}>
              {t('adminSchedules.moveNotice')}
            </Alert>
          )}
          <Textarea
            label={t('adminSchedules.fields.notes')}
            autosize
            minRows={2}
            {...form.getInputProps('notes')}
          />
          <DialogActions
            submitLabel={schedule ? t('adminSchedules.saveChanges') : t('adminSchedules.addSubmit')}
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
