import { Button, FileButton, Group, Input, Progress, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { createCertificateInputSchema, MAX_CERTIFICATE_BYTES } from '@tc/contracts/schemas';
import { useState } from 'react';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { dismissToast, notifyError } from '../../../app/notify';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { sendWithProgress, UploadError } from '../../admin/uploads/image-upload';
import { CourseSelect } from '../../courses/admin/course-select';
import { useScheduleChoices } from '../../schedules/admin/use-schedule-choices';
import { CertificateDateFields } from './certificate-date-fields';

const checkFields = formResolver(createCertificateInputSchema);

/** The PDF goes up first (multipart field `file`); its answer is the certificate's file reference. */
async function uploadCertificatePdf(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const answer = (await sendWithProgress('POST', '/api/admin/upload-certificate', form, onProgress)) as {
    fileUrl: string;
  };
  return answer.fileUrl;
}

const looksLikePdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The toasts about the PDF chosen: a better file chosen next closes them. */
const FILE_TOAST = 'certificate-file';

/**
 * Upload Certificate: the client, course (of the catalogue), issue and expiry dates, government
 * number and the PDF, all required; the server's schema checks the same fields. The PDF uploads
 * as soon as it is chosen, with its progress; the certificate number is made by the server.
 */
export function UploadCertificateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { clients } = useScheduleChoices();
  const [progress, setProgress] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      userId: '',
      courseId: '',
      issueDate: '',
      expiryDate: '',
      governmentNumber: '',
      certificateFileUrl: '',
    },
    validate: (values) => checkFields(values),
  });

  const chooseFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_CERTIFICATE_BYTES)
      return notifyError(t('uploads.tooLargeTitle'), t('uploads.tooLargeText'), FILE_TOAST);
    if (!looksLikePdf(file))
      return notifyError(t('adminCertificates.notPdfTitle'), t('adminCertificates.notPdfText'), FILE_TOAST);
    setProgress(0);
    try {
      form.setFieldValue('certificateFileUrl', await uploadCertificatePdf(file, setProgress));
      setFileName(file.name);
      dismissToast(FILE_TOAST);
    } catch (failure) {
      const message = failure instanceof UploadError ? failure.serverMessage : null;
      notifyError(t('adminCertificates.uploadFailed'), message ?? t('uploads.failedText'), FILE_TOAST);
    } finally {
      setProgress(null);
    }
  };

  const create = useTabMutation(trpc.certificates.create.mutationOptions(), {
    refresh: [trpc.certificates],
    failed: t('adminCertificates.uploadFailed'),
    succeeded: (certificate) => ({
      title: t('adminCertificates.created'),
      message: t('adminCertificates.createdText', { number: certificate.certificateNumber }),
    }),
    onDone: onClose,
  });
  const submit = form.onSubmit((values) => create.mutate(values));
  const fileError = form.errors.certificateFileUrl;

  return (
    <Modal opened onClose={onClose} title={t('adminCertificates.uploadTitle')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('adminCertificates.fields.client')}
            placeholder={t('adminCertificates.fields.clientPlaceholder')}
            data={clients}
            searchable
            required
            {...form.getInputProps('userId')}
          />
          <CourseSelect
            label={t('adminCertificates.fields.course')}
            placeholder={t('adminCertificates.fields.coursePlaceholder')}
            {...form.getInputProps('courseId')}
          />
          <CertificateDateFields form={form} governmentNumberRequired={true} />
          <Input.Wrapper
            label={t('adminCertificates.fields.file')}
            description={t('adminCertificates.fields.fileText')}
            error={fileError}
            required
          >
            <Stack gap="xs" mt={6}>
              {fileName && progress === null && (
                <Group gap="xs" wrap="nowrap">
                  <IconFileTypePdf size={20} aria-hidden />
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('adminCertificates.fileReady', { name: fileName })}
                  </Text>
                </Group>
              )}
              {progress !== null ? (
                <div>
                  <Progress value={progress} animated aria-label={t('uploads.uploading')} />
                  <Text fz="sm" mt={4} role="status">
                    {t('uploads.uploadingPercent', { percent: progress })}
                  </Text>
                </div>
              ) : (
                <FileButton onChange={(file) => void chooseFile(file)} accept="application/pdf,.pdf">
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconUpload size={18} aria-hidden />}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      {fileName ? t('adminCertificates.changeFile') : t('adminCertificates.chooseFile')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Stack>
          </Input.Wrapper>
          <DialogActions
            submitLabel={t('adminCertificates.uploadSubmit')}
            pending={create.isPending}
            disabled={progress !== null}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
