import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  AGE_VALIDATION_TEXT,
  ageOn,
  centreDate,
  courseTypeLabel,
  courseTypes,
  createPublicCertificateInputSchema,
  latestDateOfBirth,
  MINIMUM_CERTIFICATE_AGE,
  MISSING_INFORMATION_TEXT,
} from '@tc/contracts/schemas';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { useRefreshPublicCertificates } from './use-refresh-public-certificates';

const checkFields = schemaResolver(createPublicCertificateInputSchema, { sync: true });
const courseChoices = courseTypes.map((type) => ({ value: type, label: courseTypeLabel(type) }));

/**
 * Publish Certificate: a certificate into the public directory, where employers verify it. The
 * server's schema checks the fields; the four the spec names say so together in a toast, and a
 * student under 18 (from the date of birth, whose picker stops 18 years back) is refused.
 */
export function PublishCertificateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refresh = useRefreshPublicCertificates();
  const today = centreDate(new Date());
  const form = useForm({
    initialValues: {
      certificateNumber: '',
      studentName: '',
      nationalId: '',
      courseType: '' as (typeof courseTypes)[number] | '',
      dateOfBirth: '',
      publishDate: today,
      expiryDate: '',
    },
    validate: (values) => checkFields(values),
  });
  const create = useMutation(
    trpc.publicCertificates.create.mutationOptions({
      onSuccess: async (certificate) => {
        await refresh();
        notifySuccess(
          t('publicCertificates.published'),
          t('publicCertificates.publishedText', { number: certificate.certificateNumber }),
        );
        onClose();
      },
      onError: (error) =>
        notifyError(t('publicCertificates.createFailed'), serverMessage(error, t('uploads.failedText'))),
    }),
  );

  const submit = form.onSubmit(
    (values) => {
      if (values.courseType === '') return;
      if (ageOn(values.dateOfBirth, today) < MINIMUM_CERTIFICATE_AGE) {
        notifyError(AGE_VALIDATION_TEXT.title, AGE_VALIDATION_TEXT.description);
        form.setFieldError('dateOfBirth', AGE_VALIDATION_TEXT.description);
        return;
      }
      create.mutate({ ...values, courseType: values.courseType, isVisible: true });
    },
    (errors) => {
      const named = ['certificateNumber', 'studentName', 'courseType', 'publishDate'];
      if (named.some((field) => errors[field]))
        notifyError(MISSING_INFORMATION_TEXT.title, MISSING_INFORMATION_TEXT.description);
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
            <TextInput
              type="date"
              label={t('publicCertificates.fields.dateOfBirth')}
              description={t('publicCertificates.fields.dateOfBirthText')}
              max={latestDateOfBirth(today)}
              required
              {...form.getInputProps('dateOfBirth')}
            />
          </SimpleGrid>
          <Select
            label={t('publicCertificates.fields.course')}
            placeholder={t('publicCertificates.fields.coursePlaceholder')}
            data={courseChoices}
            searchable
            required
            {...form.getInputProps('courseType')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="date"
              label={t('publicCertificates.fields.publishDate')}
              required
              {...form.getInputProps('publishDate')}
            />
            <TextInput
              type="date"
              label={t('publicCertificates.fields.expiryDate')}
              min={form.values.publishDate || undefined}
              required
              {...form.getInputProps('expiryDate')}
            />
          </SimpleGrid>
          <Group justify="end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('publicCertificates.publishSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
