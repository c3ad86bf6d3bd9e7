import { Card, Container, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PublicGalleryPhoto } from '@tc/contracts/schemas';
import { useState } from 'react';
import { useTRPC } from '../../app/trpc';
import { Localized, textAttributes } from '../../i18n/localized-text';
import { useTranslation } from '../../i18n/translate';
import { PageHeader } from '../layout/page-header';
import { QueryGrid } from '../layout/query-grid';
import { imageSizes } from '../media/responsive-image';
import classes from './gallery.module.css';
import { GalleryImage } from './gallery-image';
import { photoTitle } from './gallery-photo';
import { PhotoModal } from './photo-modal';

const skeletonCount = 6;
const grid = { cols: { base: 1, xs: 2, md: 3 }, spacing: 'lg' } as const;

function PhotoCardSkeleton() {
  return (
    <Card padding="md" className={classes.card}>
      <Card.Section>
        <Skeleton className={classes.thumbnail} radius={0} />
      </Card.Section>
      <Skeleton height={20} width="70%" mt="md" />
      <Skeleton height={14} width="90%" mt="sm" />
    </Card>
  );
}

function PhotoCard({ photo, onOpen }: { photo: PublicGalleryPhoto; onOpen: () => void }) {
  const { t } = useTranslation();
  const title = photoTitle(photo, t('gallery.untitled'));
  return (
    <Card padding="md" className={classes.card}>
      <Card.Section>
        <UnstyledButton className={classes.photoButton} onClick={onOpen} aria-haspopup="dialog">
          <GalleryImage
            photo={photo}
            alt={title.text}
            sizes={imageSizes.galleryPage}
            className={classes.thumbnail}
            lazy
          />
        </UnstyledButton>
      </Card.Section>
      <Title order={2} fz="lg" mt="md" {...textAttributes(title.language)}>
        {title.text}
      </Title>
      {photo.description && (
        <Text c="dimmed" mt={4} className={classes.description}>
          <Localized item={photo} field="description" />
        </Text>
      )}
    </Card>
  );
}

/** /gallery: every active photo as a card with its title and description. */
export function GalleryPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const photos = useQuery(trpc.gallery.listPublic.queryOptions());
  const [opened, setOpened] = useState<PublicGalleryPhoto | null>(null);

  return (
    <>
      <PageHeader title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <QueryGrid
          query={photos}
          grid={grid}
          skeleton={<PhotoCardSkeleton />}
          skeletonCount={skeletonCount}
          errorTitle={t('gallery.fetchError')}
          empty={{ icon: <IconPhoto />, title: t('gallery.emptyTitle'), text: t('gallery.emptyText') }}
          itemKey={(photo) => photo.id}
          renderItem={(photo) => <PhotoCard photo={photo} onOpen={() => setOpened(photo)} />}
        />
      </Container>
      <PhotoModal photo={opened} onClose={() => setOpened(null)} />
    </>
  );
}
