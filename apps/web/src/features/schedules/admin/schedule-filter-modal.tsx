import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ScheduleFilter, scheduleFilterSchema, scheduleStatuses } from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTranslation } from '../../../i18n/translate';
import { useCourseChoices } from '../../courses/admin/course-select';
import { useScheduleChoices } from './use-schedule-choices';

const checkFilter = formResolver(scheduleFilterSchema);
const chosenOf = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

const emptyFilter = { status: '', userId: '', courseId: '', instructorId: '', from: '', to: '' };

/** The number of fields a filter narrows by (the Filter button shows it). */
export function filterCount(filter: ScheduleFilter): number {
  return Object.values(filter).filter((value) => value !== undefined && value !== '').length;
}

/** The schedule filter dialog: status, client, course, instructor and a date range. */
export function ScheduleFilterModal({
  filter,
  onApply,
  onClose,
}: {
  filter: ScheduleFilter;
  onApply: (filter: ScheduleFilter) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const choices = useScheduleChoices();
  const courses = useCourseChoices({ withInactive: true });
  // The list's own schema: a From after To is refused here as the server would (400).
  const form = useForm({
    initialValues: { ...emptyFilter, ...filter },
    validate: (values) => checkFilter(chosenOf(values)),
  });
  const any = { value: '', label: t('adminSchedules.filterFields.any') };

  const apply = form.onSubmit((values) => {
    onApply(chosenOf(values) as ScheduleFilter);
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={t('adminSchedules.filterTitle')} centered>
      <form onSubmit={apply} noValidate>
        <Stack>
          <Select
            label={t('adminSchedules.filterFields.status')}
            data={[
              { value: '', label: t('adminSchedules.filterFields.anyStatus') },
              ...scheduleStatuses.map((status) => ({ value: status, label: t(`scheduleStatus.${status}`) })),
            ]}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('adminSchedules.filterFields.client')}
            data={[any, ...choices.clients]}
            searchable
            allowDeselect={false}
            {...form.getInputProps('userId')}
          />
          <Select
            label={t('adminSchedules.filterFields.course')}
            data={[any, ...courses]}
            searchable
            allowDeselect={false}
            {...form.getInputProps('courseId')}
          />
          <Select
            label={t('adminSchedules.filterFields.instructor')}
            data={[any, ...choices.instructors]}
            searchable
            allowDeselect={false}
            {...form.getInputProps('instructorId')}
          />
          <SimpleGrid cols={2}>
            <DateField label={t('adminSchedules.filterFields.from')} {...form.getInputProps('from')} />
            <DateField label={t('adminSchedules.filterFields.to')} {...form.getInputProps('to')} />
          </SimpleGrid>
          <Group justify="space-between" mt="xs">
            <Button variant="subtle" onClick={() => form.setValues(emptyFilter)}>
              {t('adminSchedules.clearFilter')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('adminSchedules.applyFilter')}</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
