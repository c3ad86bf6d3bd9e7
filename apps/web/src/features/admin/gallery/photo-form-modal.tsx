import { Button, Group, Modal, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import {
  type AdminGalleryPhoto,
  createGalleryPhotoInputSchema,
  updateGalleryPhotoInputSchema,
} from '@tc/contracts/schemas';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { uploadGalleryPhoto } from '../uploads/image-upload';
import { ImageUploadField } from '../uploads/image-upload-field';
import classes from './gallery-tab.module.css';
import { useRefreshGallery } from './use-refresh-gallery';

const editSchema = updateGalleryPhotoInputSchema.omit({ id: true });

/**
 * The Add Photo dialog (photo null: upload first, then the details) and the edit dialog (title,
 * description, display order, active). Failures keep the dialog open with what was typed.
 */
export function PhotoFormModal({ photo, onClose }: { photo: AdminGalleryPhoto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshGallery = useRefreshGallery();
  const adding = photo === null;
  const form = useForm({
    initialValues: {
      imagePath: '',
      title: photo?.title ?? '',
      description: photo?.description ?? '',
      displayOrder: photo?.displayOrder ?? 0,
      isActive: photo?.isActive ?? true,
    },
    validate: schemaResolver(adding ? createGalleryPhotoInputSchema : editSchema, { sync: true }),
  });
  const done = (title: string) => async () => {
    await refreshGallery();
    notifySuccess(title, t('adminGallery.savedText'));
    onClose();
  };
  const create = useMutation(
    trpc.gallery.create.mutationOptions({
      onSuccess: done(t('adminGallery.added')),
      onError: (error) => notifyError(t('common.error'), serverMessage(error, t('adminGallery.addFailed'))),
    }),
  );
  const update = useMutation(
    trpc.gallery.update.mutationOptions({
      onSuccess: done(t('adminGallery.updated')),
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('adminGallery.updateFailed'))),
    }),
  );

  const submit = form.onSubmit(({ imagePath, ...details }) => {
    if (photo) update.mutate({ id: photo.id, ...details });
    else create.mutate({ imagePath, ...details });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={adding ? t('adminGallery.addTitle') : t('adminGallery.editTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {adding && (
            <ImageUploadField
              label={t('adminGallery.fields.image')}
              value={form.values.imagePath || null}
              onChange={(address) => form.setFieldValue('imagePath', address ?? '')}
              upload={uploadGalleryPhoto}
              error={form.errors.imagePath ? t('adminGallery.uploadFirst') : undefined}
            />
          )}
          {photo && <img src={photo.imagePath} alt="" className={classes.preview} />}
          <TextInput label={t('adminGallery.fields.title')} {...form.getInputProps('title')} />
          <Textarea
            label={t('adminGallery.fields.description')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <NumberInput
            label={t('adminGallery.fields.displayOrder')}
            description={t('adminGallery.fields.displayOrderText')}
            allowDecimal={false}
            {...form.getInputProps('displayOrder')}
          />
          <Switch
            label={t('adminGallery.fields.isActive')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Group justify="end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {adding ? t('adminGallery.addSubmit') : t('adminGallery.saveChanges')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
