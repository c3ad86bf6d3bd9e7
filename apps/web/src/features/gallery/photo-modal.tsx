import { Stack, Text } from '@mantine/core';
import type { PublicGalleryPhoto } from '@tc/contracts/schemas';
import { Localized, textAttributes } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import { imageSizes } from '../media/responsive-image';
import '../../app/mantine-styles-forms';
import { Modal } from '../../app/dialog';
import classes from './gallery.module.css';
import { GalleryImage } from './gallery-image';
import { photoTitle } from './gallery-photo';

/** One photo full screen, with its title and description; Escape or the close button closes it. */
export function PhotoModal({ photo, onClose }: { photo: PublicGalleryPhoto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = photo ? photoTitle(photo, t('gallery.untitled')) : null;
  return (
    <Modal
      opened={photo !== null}
      onClose={onClose}
      title={title && <span {...textAttributes(title.language)}>{title.text}</span>}
      fullScreen
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
      classNames={{ body: classes.modalBody }}
    >
      {photo && (
        <Stack gap="md" className={classes.modalContent}>
          <GalleryImage
            photo={photo}
            alt={title?.text ?? ''}
            sizes={imageSizes.photoModal}
            className={classes.modalImage}
          />
          {photo.description && (
            <Text className={classes.description}>
              <Localized item={photo} field="description" />
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
