import { ActionIcon, Button, Fieldset, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MAX_QUOTATION_LINES, REQUEST_CANDIDATES_MAX } from '@tc/contracts/schemas';
import { useTRPC } from '../../../app/trpc';
import { pageText } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';
import classes from './quotation-request.module.css';
import { courseRow, type QuotationRequestValues } from './quotation-request-form';

/**
 * The courses of a request, each with its number of candidates: at least one row; rows added and
 * removed. The choices are the catalogue's active courses, named in the page's language.
 */
export function QuotationRequestCourses({ form }: { form: UseFormReturnType<QuotationRequestValues> }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.list.queryOptions());
  const rows = form.values.courses;
  const options = [
    { value: '', label: courses.isError ? t('courses.fetchError') : t('quotationRequest.coursePlaceholder') },
    ...(courses.data ?? []).map((course) => ({ value: course.id, label: pageText(course, 'name') })),
  ];
  const listError = form.errors.courses;

  return (
    <Fieldset
      legend={t('quotationRequest.courses')}
      variant="unstyled"
      classNames={{ root: classes.courses, legend: classes.legend }}
    >
      <Stack gap="sm" mt="xs">
        {rows.map((row, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a row is a group of fields, not a fieldset with a legend
          <div
            key={row.key}
            role="group"
            aria-label={t('quotationRequest.row', { number: index + 1 })}
            className={classes.row}
          >
            <NativeSelect
              className={classes.course}
              label={t('quotationRequest.course')}
              required
              data={options}
              {...form.getInputProps(`courses.${index}.courseId`)}
            />
            <NumberInput
              label={t('quotationRequest.candidates')}
              required
              min={1}
              max={REQUEST_CANDIDATES_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps(`courses.${index}.numberOfCandidates`)}
            />
            <ActionIcon
              className={classes.remove}
              variant="subtle"
              color="red"
              size="lg"
              disabled={rows.length === 1}
              aria-label={t('quotationRequest.removeCourse', { number: index + 1 })}
              onClick={() => form.removeListItem('courses', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {listError && (
          <Text c="red.8" fz="sm" role="alert">
            {listError}
          </Text>
        )}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={18} aria-hidden />}
          disabled={rows.length >= Math.min(MAX_QUOTATION_LINES, courses.data?.length ?? 1)}
          onClick={() => form.insertListItem('courses', courseRow())}
        >
          {t('quotationRequest.addCourse')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
