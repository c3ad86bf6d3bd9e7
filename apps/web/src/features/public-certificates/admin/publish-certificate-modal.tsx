import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AGE_VALIDATION_TEXT,
  ageOn,
  centreDate,
  createPublicCertificateInputSchema,
  latestDateOfBirth,
  MINIMUM_CERTIFICATE_AGE,
  MISSING_INFORMATION_TEXT,
} from '@tc/contracts/schemas';
import { DateField } from '../../../app/date-field';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { notifyError } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { CourseSelect } from '../../courses/admin/course-select';
import { CertificateClientSelect } from './certificate-client-select';
import { missingFields, type PublishField } from './publish-certificate-form';

/** The form's own refusals and the server's answer are one action's toasts: the latest shows. */
const TOAST_ACTION = 'publish-public-certificate';

const checkFields = formResolver(createPublicCertificateInputSchema);

/**
 * Publish Certificate: a certificate of a catalogue course into the public directory, where
 * employers verify it (the course's name as it is today stays on it). The server's schema checks
 * the fields; a toast names every field left empty, and a student under 18 (from
 * the date of birth, whose picker stops 18 years back) is refused. The client company that sent
 * the student is optional.
 */
export function PublishCertificateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const today = centreDate(new Date());
  const form = useForm({
    initialValues: {
      certificateNumber: '',
      studentName: '',
      nationalId: '',
      courseId: '',
      dateOfBirth: '',
      publishDate: today,
      expiryDate: '',
      clientId: null as string | null,
    },
    validate: (values) => checkFields(values),
  });
  const create = useTabMutation(trpc.publicCertificates.create.mutationOptions(), {
    refresh: [trpc.publicCertificates],
    failed: t('publicCertificates.createFailed'),
    action: TOAST_ACTION,
    succeeded: (certificate) => ({
      title: t('publicCertificates.published'),
      message: t('publicCertificates.publishedText', { number: certificate.certificateNumber }),
    }),
    onDone: onClose,
  });

  const label = (field: PublishField) =>
    t(`publicCertificates.fields.${field === 'courseId' ? 'course' : field}`);

  const submit = form.onSubmit(
    (values) => {
      if (ageOn(values.dateOfBirth, today) < MINIMUM_CERTIFICATE_AGE) {
        notifyError(AGE_VALIDATION_TEXT.title, AGE_VALIDATION_TEXT.description, TOAST_ACTION);
        form.setFieldError('dateOfBirth', AGE_VALIDATION_TEXT.description);
        return;
      }
      create.mutate({ ...values, isVisible: true });
    },
    (errors) => {
      const missing = missingFields(errors);
      if (missing.length > 0)
        notifyError(
          MISSING_INFORMATION_TEXT.title,
          t('publicCertificates.missingText', { fields: missing.map(label).join(', ') }),
          TOAST_ACTION,
        );
    },
  );

  return (
    <Modal opened onClose={onClose} title={t('publicCertificates.publishTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('publicCertificates.fields.certificateNumber')}
              required
              autoComplete="off"
              {...form.getInputProps('certificateNumber')}
            />
            <TextInput
              label={t('publicCertificates.fields.studentName')}
              required
              {...form.getInputProps('studentName')}
            />
            <TextInput
              label={t('publicCertificates.fields.nationalId')}
              required
              autoComplete="off"
              {...form.getInputProps('nationalId')}
            />
            <DateField
              label={t('publicCertificates.fields.dateOfBirth')}
              // One message at a time: the hint gives way to the field's error.
              description={
                form.errors.dateOfBirth ? undefined : t('publicCertificates.fields.dateOfBirthText')
              }
              max={latestDateOfBirth(today)}
              required
              {...form.getInputProps('dateOfBirth')}
            />
          </SimpleGrid>
          <CourseSelect
            label={t('publicCertificates.fields.course')}
            placeholder={t('publicCertificates.fields.coursePlaceholder')}
            {...form.getInputProps('courseId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField
              label={t('publicCertificates.fields.publishDate')}
              required
              {...form.getInputProps('publishDate')}
            />
            <DateField
              label={t('publicCertificates.fields.expiryDate')}
              min={form.values.publishDate || undefined}
              required
              {...form.getInputProps('expiryDate')}
            />
          </SimpleGrid>
          <CertificateClientSelect
            value={form.values.clientId}
            onChange={(clientId) => form.setFieldValue('clientId', clientId)}
            error={form.errors.clientId}
          />
          <DialogActions
            submitLabel={t('publicCertificates.publishSubmit')}
            pending={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
