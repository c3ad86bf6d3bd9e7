import { Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { dismissToast, notifyError } from '../../../app/notify';
import { useTranslation } from '../../../i18n/translate';
import { imageFileProblem, type OnProgress, UploadError } from './image-upload';
import classes from './uploads.module.css';

/** The toasts about the image chosen: a better file chosen next closes them. */
const FILE_TOAST = 'image-file';

/**
 * An image chosen, checked (10 MB, an image), uploaded with a progress bar, then shown; its address
 * is the field's value. A refused or failed upload says why in a toast and leaves the value as it was.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (address: string | null) => void;
  upload: (file: File, onProgress: OnProgress) => Promise<string>;
  error?: string;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  // The file just uploaded is shown from memory: an upload address is for sending, not for showing.
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem === 'tooLarge')
      return notifyError(t('uploads.tooLargeTitle'), t('uploads.tooLargeText'), FILE_TOAST);
    if (problem === 'notImage')
      return notifyError(t('uploads.notImageTitle'), t('uploads.notImageText'), FILE_TOAST);
    setProgress(0);
    try {
      const address = await upload(file, setProgress);
      setPreviewFailed(false);
      setLocalPreview(URL.createObjectURL(file));
      onChange(address);
      dismissToast(FILE_TOAST);
    } catch (failure) {
      const addressStep = failure instanceof UploadError && failure.step === 'address';
      // The server read the file and said why it refused it (not a picture it can decode, too
      // many pixels): show its words. Anything else is worth a plain try again.
      const refusal =
        failure instanceof UploadError && [413, 415].includes(failure.status) ? failure.serverMessage : null;
      notifyError(
        t('uploads.failedTitle'),
        refusal ?? (addressStep ? t('uploads.addressFailedText') : t('uploads.failedText')),
        FILE_TOAST,
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <Input.Wrapper label={label} error={error} description={t('uploads.hint')}>
      <Stack gap="xs" mt={6}>
        {value && !previewFailed && (
          <img
            src={localPreview ?? value}
            alt={t('uploads.preview')}
            className={classes.preview}
            onError={() => setPreviewFailed(true)}
          />
        )}
        {value && previewFailed && (
          <Text fz="sm" c="dimmed">
            {t('uploads.previewUnavailable')}
          </Text>
        )}
        {progress !== null ? (
          <div>
            <Progress value={progress} animated aria-label={t('uploads.uploading')} />
            <Text fz="sm" mt={4} role="status">
              {t('uploads.uploadingPercent', { percent: progress })}
            </Text>
          </div>
        ) : (
          <Group gap="xs">
            <FileButton
              onChange={(file) => void choose(file)}
              accept="image/png,image/jpeg,image/webp,image/gif"
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconPhotoUp size={18} aria-hidden />}>
                  {value ? t('uploads.change') : t('uploads.choose')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => {
                  setLocalPreview(null);
                  onChange(null);
                }}
              >
                {t('uploads.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
