import { NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type AdminGalleryPhoto,
  createGalleryPhotoInputSchema,
  updateGalleryPhotoInputSchema,
} from '@tc/contracts/schemas';
import { Modal } from '../../../app/dialog';
import { formResolver } from '../../../app/form-resolver';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { useTranslation } from '../../../i18n/translate';
import { DialogActions } from '../../admin/dialog-actions';
import { uploadGalleryPhoto } from '../../admin/uploads/image-upload';
import { ImageUploadField } from '../../admin/uploads/image-upload-field';
import { ARABIC_INPUT, ENGLISH_INPUT, WithArabic } from '../../admin/with-arabic';
import classes from './gallery-tab.module.css';

const editSchema = updateGalleryPhotoInputSchema.omit({ id: true });

/**
 * The Add Photo dialog (photo null: upload first, then the details) and the edit dialog (title,
 * description, display order, active). Failures keep the dialog open with what was typed.
 */
export function PhotoFormModal({ photo, onClose }: { photo: AdminGalleryPhoto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const adding = photo === null;
  const form = useForm({
    initialValues: {
      imagePath: '',
      title: photo?.title ?? '',
      description: photo?.description ?? '',
      titleAr: photo?.titleAr ?? '',
      descriptionAr: photo?.descriptionAr ?? '',
      displayOrder: photo?.displayOrder ?? 0,
      isActive: photo?.isActive ?? true,
    },
    validate: formResolver(adding ? createGalleryPhotoInputSchema : editSchema),
  });
  const saved = (title: string) => ({
    refresh: [trpc.gallery],
    succeeded: () => ({ title, message: t('adminGallery.savedText') }),
    onDone: onClose,
  });
  const create = useTabMutation(trpc.gallery.create.mutationOptions(), {
    ...saved(t('adminGallery.added')),
    failed: t('adminGallery.addFailed'),
  });
  const update = useTabMutation(trpc.gallery.update.mutationOptions(), {
    ...saved(t('adminGallery.updated')),
    failed: t('adminGallery.updateFailed'),
  });

  const submit = form.onSubmit(({ imagePath, ...details }) => {
    if (photo) update.mutate({ id: photo.id, ...details });
    else create.mutate({ imagePath, ...details });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={adding ? t('adminGallery.addTitle') : t('adminGallery.editTitle')}
      size="lg"
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
          <WithArabic>
            <TextInput
              label={t('adminGallery.fields.title')}
              {...ENGLISH_INPUT}
              {...form.getInputProps('title')}
            />
            <TextInput
              label={t('adminGallery.fields.titleAr')}
              {...ARABIC_INPUT}
              {...form.getInputProps('titleAr')}
            />
          </WithArabic>
          <WithArabic>
            <Textarea
              label={t('adminGallery.fields.description')}
              autosize
              minRows={2}
              {...ENGLISH_INPUT}
              {...form.getInputProps('description')}
            />
            <Textarea
              label={t('adminGallery.fields.descriptionAr')}
              autosize
              minRows={2}
              {...ARABIC_INPUT}
              {...form.getInputProps('descriptionAr')}
            />
          </WithArabic>
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
          <DialogActions
            submitLabel={adding ? t('adminGallery.addSubmit') : t('adminGallery.saveChanges')}
            pending={create.isPending || update.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
