import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Popover,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  type Course,
  formatBd,
  MAX_CANDIDATES_PER_LINE,
  quotationMessages,
  type TrainingType,
  trainingTypes,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { useTranslation } from '../../../i18n/translate';
import { CourseSelect } from '../../courses/admin/course-select';
import { coursePrice, type LineValues, newLine, type QuotationValues } from './quotation-form';
import classes from './quotation-lines.module.css';

interface LinesProps {
  form: UseFormReturnType<QuotationValues>;
  courses: Course[];
  lineTotals: string[];
}

/** Removing a line asks first (every delete does), in a small bubble beside its button. */
function RemoveLine({ line, onRemove }: { line: LineValues; onRemove: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('adminQuotations.lines.remove', { course: line.courseName })}
          onClick={() => setOpened((open) => !open)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={260}>
          <Text fz="sm">{t('adminQuotations.lines.removeText', { course: line.courseName })}</Text>
          <Group justify="end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)} data-autofocus>
              {t('adminQuotations.lines.keep')}
            </Button>
            <Button size="xs" color="red" onClick={onRemove}>
              {t('adminQuotations.lines.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The builder's course table: each line's course, training type, candidates, price per candidate
 * (the course's price for the type until changed) and line total; a course is added from the
 * catalogue's active courses.
 */
export function QuotationLines({ form, courses, lineTotals }: LinesProps) {
  const { t } = useTranslation();
  const [toAdd, setToAdd] = useState<string | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const types = trainingTypes.map((type) => ({ value: type, label: t(`trainingType.${type}`) }));
  // On wide screens the head row names the columns, so each field's name is for screen readers only.
  const narrow = useNarrowScreen();
  const named = (text: string) => (narrow ? { label: text } : { 'aria-label': text });

  const add = () => {
    const course = courses.find((candidate) => candidate.id === toAdd);
    if (!course) {
      setAddError(quotationMessages.courseToAdd);
      return;
    }
    form.insertListItem('lines', newLine(course));
    setToAdd(null);
    setAddError(null);
  };

  const changeType = (index: number, line: LineValues, type: TrainingType) => {
    form.setFieldValue(`lines.${index}.trainingType`, type);
    const course = courses.find((candidate) => candidate.id === line.courseId);
    if (course) form.setFieldValue(`lines.${index}.price`, coursePrice(course, type));
  };

  return (
    <Fieldset
      legend={
        <Text component="span" fw={700}>
          {t('adminQuotations.lines.title')}
        </Text>
      }
      variant="unstyled"
    >
      <Stack gap={0}>
        {form.values.lines.length > 0 && (
          <div className={classes.head} aria-hidden>
            <span>{t('adminQuotations.lines.course')}</span>
            <span>{t('adminQuotations.lines.trainingType')}</span>
            <span>{t('adminQuotations.lines.candidates')}</span>
            <span>{t('adminQuotations.lines.price')}</span>
            <span className={classes.total}>{t('adminQuotations.lines.lineTotal')}</span>
          </div>
        )}
        {form.values.lines.map((line, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a line is a group of fields, not a fieldset with a legend
          <div key={line.key} className={classes.line} role="group" aria-label={line.courseName}>
            <div className={classes.course}>
              <Text fw={600} fz="sm">
                {line.courseName}
              </Text>
              <Text fz="xs" c="dimmed">
                {line.courseCode}
              </Text>
            </div>
            <Select
              className={classes.type}
              {...named(t('adminQuotations.lines.trainingType'))}
              data={types}
              allowDeselect={false}
              {...form.getInputProps(`lines.${index}.trainingType`)}
              onChange={(type) => type && changeType(index, line, type as TrainingType)}
            />
            <NumberInput
              className={classes.candidates}
              {...named(t('adminQuotations.lines.candidates'))}
              min={1}
              max={MAX_CANDIDATES_PER_LINE}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps(`lines.${index}.candidates`)}
            />
            {/* Text judged by the server's rule: '-5' or '149.995' is refused, never rewritten. */}
            <TextInput
              className={classes.price}
              {...named(t('adminQuotations.lines.price'))}
              inputMode="decimal"
              {...form.getInputProps(`lines.${index}.price`)}
            />
            <Text className={classes.total} fz="sm" fw={600}>
              {narrow ? (
                `${t('adminQuotations.lines.lineTotal')}: `
              ) : (
                <VisuallyHidden>{t('adminQuotations.lines.lineTotal')}</VisuallyHidden>
              )}
              {formatBd(lineTotals[index] ?? '0.00')}
            </Text>
            <div className={classes.remove}>
              <RemoveLine line={line} onRemove={() => form.removeListItem('lines', index)} />
            </div>
          </div>
        ))}
        {form.values.lines.length === 0 && (
          <Text c="dimmed" fz="sm">
            {t('adminQuotations.lines.none')}
          </Text>
        )}
        {form.errors.lines && (
          <Text c="red.8" fz="sm" role="alert">
            {form.errors.lines}
          </Text>
        )}
        <Group align="flex-start" mt="sm" gap="xs" wrap="wrap">
          <CourseSelect
            className={classes.add}
            label={t('adminQuotations.lines.addCourse')}
            placeholder={t('adminQuotations.lines.addPlaceholder')}
            required={false}
            value={toAdd}
            onChange={(id) => {
              setToAdd(id);
              setAddError(null);
            }}
            error={addError}
          />
          <Button
            variant="light"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
          >
            {t('adminQuotations.lines.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
