import { Container, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PublicGalleryPhoto } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { useTranslation } from '../../i18n/translate';
import { QueryGrid } from '../layout/query-grid';
import { imageSizes } from '../media/responsive-image';
import classes from './gallery.module.css';
import { GalleryImage } from './gallery-image';
import { photoTitle } from './gallery-photo';
import { PhotoModal } from './photo-modal';

const skeletonCount = 8;
const grid = { cols: { base: 2, sm: 3, md: 4 }, spacing: { base: 'sm', sm: 'md' } } as const;

/** The landing page's gallery: a grid of photos; a click (or Enter) opens one full screen. */
export function GallerySection() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const photos = useQuery(trpc.gallery.listPublic.queryOptions());
  const [opened, setOpened] = useState<PublicGalleryPhoto | null>(null);

  return (
    <section aria-labelledby="gallery-title" className={classes.section}>
      <Container size="lg" py={{ base: 40, sm: 72 }}>
        <Stack gap="xs" mb="xl">
          <Title id="gallery-title" order={1} className={classes.title}>
            {t('gallery.title')}
          </Title>
          <Text fz="lg" c="dimmed" maw={640}>
            {t('gallery.subtitle')}
          </Text>
        </Stack>
        <QueryGrid
          query={photos}
          grid={grid}
          skeleton={<Skeleton className={classes.thumbnail} />}
          skeletonCount={skeletonCount}
          errorTitle={t('gallery.fetchError')}
          empty={{
            icon: <IconPhoto />,
            title: t('gallery.comingSoonTitle'),
            text: t('gallery.comingSoonText'),
          }}
          itemKey={(photo) => photo.id}
          renderItem={(photo) => (
            <UnstyledButton
              className={classes.photoButton}
              onClick={() => setOpened(photo)}
              aria-haspopup="dialog"
            >
              <GalleryImage
                photo={photo}
                alt={photoTitle(photo, t('gallery.untitled')).text}
                sizes={imageSizes.gallerySection}
                className={classes.thumbnail}
                lazy
              />
            </UnstyledButton>
          )}
        />
      </Container>
      <PhotoModal photo={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
