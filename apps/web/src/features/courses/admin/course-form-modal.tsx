import { Group, Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type Course,
  courseIcons,
  courseTypeLabel,
  courseTypes,
  createCourseInputSchema,
  DEFAULT_ASSESSMENT_PRICE,
  DEFAULT_TRAINING_PRICE,
  updateCourseInputSchema,
} from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { pageText } from '../../../i18n/localized-text';
import { pageLanguage, useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { uploadCourseImage } from '../../admin/uploads/image-upload';
import { ImageUploadField } from '../../admin/uploads/image-upload-field';
import { ARABIC_INPUT, ENGLISH_INPUT, WithArabic } from '../../admin/with-arabic';
import { CourseIcon } from '../../courses/course-icon';

/** The course types to choose from, in the page's language. */
const courseTypeChoices = () =>
  courseTypes.map((type) => ({ value: type, label: courseTypeLabel(type, pageLanguage()) }));

const formSchema = updateCourseInputSchema.omit({ id: true }).required({
  name: true,
  trainingPrice: true,
  assessmentPrice: true,
});

function valuesOf(course: Course | null) {
  return {
    name: course?.name ?? '',
    code: course?.code ?? '',
    description: course?.description ?? '',
    whatYouLearn: course?.whatYouLearn ?? '',
    nameAr: course?.nameAr ?? '',
    descriptionAr: course?.descriptionAr ?? '',
    whatYouLearnAr: course?.whatYouLearnAr ?? '',
    duration: course?.duration ?? '',
    durationAr: course?.durationAr ?? '',
    icon: course?.icon ?? 'GraduationCap',
    certificateType: course?.certificateType === 'local' ? ('local' as const) : ('rtitb' as const),
    courseType: course?.courseType ?? 'other',
    // Typed as text and judged by the server's rule: '-5' or '149.5' is refused, never rewritten.
    trainingPrice: String(course?.trainingPrice ?? DEFAULT_TRAINING_PRICE),
    assessmentPrice: String(course?.assessmentPrice ?? DEFAULT_ASSESSMENT_PRICE),
    isActive: course?.isActive ?? true,
    imageUrl: course?.imageUrl ?? null,
  };
}

/**
 * The add-course modal (course null) and the edit-course modal: the same fields, checked by the
 * server's schema; the code is generated from the name on create and editable on edit.
 */
export function CourseFormModal({ course, onClose }: { course: Course | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const editing = course !== null;
  const form = useForm({
    initialValues: valuesOf(course),
    validate: formResolver(editing ? formSchema : createCourseInputSchema),
  });
  const saved = {
    refresh: [trpc.courses],
    succeeded: (saved: Course) => ({
      title: editing ? t('adminCourses.updated') : t('adminCourses.created'),
      message: t('adminCourses.savedText', { name: pageText(saved, 'name') }),
    }),
    onDone: onClose,
  };
  const create = useTabMutation(trpc.courses.create.mutationOptions(), {
    ...saved,
    failed: t('adminCourses.createFailed'),
  });
  const update = useTabMutation(trpc.courses.update.mutationOptions(), {
    ...saved,
    failed: t('adminCourses.updateFailed'),
  });

  const submit = form.onSubmit(({ code, ...values }) => {
    if (course) update.mutate({ id: course.id, code, ...values });
    else create.mutate(values);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('adminCourses.editTitle') : t('adminCourses.addTitle')}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <WithArabic>
            <TextInput
              label={t('adminCourses.fields.name')}
              required
              {...ENGLISH_INPUT}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('adminCourses.fields.nameAr')}
              {...ARABIC_INPUT}
              {...form.getInputProps('nameAr')}
            />
          </WithArabic>
          <Select
            label={t('adminCourses.fields.courseType')}
            description={t('adminCourses.fields.courseTypeText')}
            data={courseTypeChoices()}
            searchable
            allowDeselect={false}
            {...form.getInputProps('courseType')}
          />
          {editing && (
            <TextInput
              label={t('adminCourses.fields.code')}
              description={t('adminCourses.fields.codeText')}
              required
              {...form.getInputProps('code')}
            />
          )}
          <WithArabic>
            <Textarea
              label={t('adminCourses.fields.description')}
              autosize
              minRows={3}
              {...ENGLISH_INPUT}
              {...form.getInputProps('description')}
            />
            <Textarea
              label={t('adminCourses.fields.descriptionAr')}
              autosize
              minRows={3}
              {...ARABIC_INPUT}
              {...form.getInputProps('descriptionAr')}
            />
          </WithArabic>
          <WithArabic>
            <Textarea
              label={t('adminCourses.fields.whatYouLearn')}
              description={t('adminCourses.fields.whatYouLearnText')}
              autosize
              minRows={3}
              {...ENGLISH_INPUT}
              {...form.getInputProps('whatYouLearn')}
            />
            <Textarea
              label={t('adminCourses.fields.whatYouLearnAr')}
              description={t('adminCourses.fields.whatYouLearnText')}
              autosize
              minRows={3}
              {...ARABIC_INPUT}
              {...form.getInputProps('whatYouLearnAr')}
            />
          </WithArabic>
          <WithArabic>
            <TextInput
              label={t('adminCourses.fields.duration')}
              description={t('adminCourses.fields.durationText')}
              {...ENGLISH_INPUT}
              {...form.getInputProps('duration')}
            />
            <TextInput
              label={t('adminCourses.fields.durationAr')}
              description={t('adminCourses.fields.durationText')}
              {...ARABIC_INPUT}
              {...form.getInputProps('durationAr')}
            />
          </WithArabic>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label={t('adminCourses.fields.icon')}
              data={courseIcons.map((icon) => ({ value: icon, label: icon }))}
              allowDeselect={false}
              leftSection={<CourseIcon name={form.values.icon} size={18} />}
              renderOption={({ option }) => (
                <Group gap="xs" wrap="nowrap">
                  <CourseIcon name={option.value as (typeof courseIcons)[number]} size={18} />
                  {option.label}
                </Group>
              )}
              {...form.getInputProps('icon')}
            />
            <Select
              label={t('adminCourses.fields.certificateType')}
              data={[
                { value: 'rtitb', label: t('adminCourses.certificateTypes.rtitb') },
                { value: 'local', label: t('adminCourses.certificateTypes.local') },
              ]}
              allowDeselect={false}
              {...form.getInputProps('certificateType')}
            />
            <TextInput
              label={t('adminCourses.fields.trainingPrice')}
              inputMode="numeric"
              rightSection="BD"
              {...form.getInputProps('trainingPrice')}
            />
            <TextInput
              label={t('adminCourses.fields.assessmentPrice')}
              inputMode="numeric"
              rightSection="BD"
              {...form.getInputProps('assessmentPrice')}
            />
          </SimpleGrid>
          <Switch
            label={t('adminCourses.fields.isActive')}
            description={t('adminCourses.fields.isActiveText')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <ImageUploadField
            label={t('adminCourses.fields.image')}
            value={form.values.imageUrl}
            onChange={(address) => form.setFieldValue('imageUrl', address)}
            upload={uploadCourseImage}
          />
          <DialogActions
            submitLabel={editing ? t('adminCourses.saveChanges') : t('adminCourses.addSubmit')}
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
