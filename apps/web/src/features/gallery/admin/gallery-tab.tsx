import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconEdit, IconPhoto, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminGalleryPhoto } from '@tc/contracts/schemas';
import { useState } from 'react';
import { EmptyState, FirstAction } from '../../../app/empty-state';
import { LoadErrorAlert } from '../../../app/load-error-alert';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { Localized, pageText } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import page from '../../layout/page.module.css';
import classes from './gallery-tab.module.css';
import { PhotoFormModal } from './photo-form-modal';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; photo: AdminGalleryPhoto };

/** The photo's title as the page shows it (the Arabic on an Arabic page where one was given). */
const photoName = (photo: AdminGalleryPhoto, untitled: string) => pageText(photo, 'title') || untitled;

function DeletePhotoModal({ photo, onClose }: { photo: AdminGalleryPhoto; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.gallery.delete.mutationOptions(), {
    refresh: [trpc.gallery],
    failed: t('adminGallery.deleteFailed'),
    succeeded: () => ({ title: t('adminGallery.deleted'), message: t('adminGallery.deletedText') }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('adminGallery.deleteTitle')}
      text={t('adminGallery.deleteText', { name: photoName(photo, t('gallery.untitled')) })}
      confirmLabel={t('adminGallery.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: photo.id })}
      onClose={onClose}
    />
  );
}

function PhotoCard({
  photo,
  onEdit,
  onDelete,
}: {
  photo: AdminGalleryPhoto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toggle = useTabMutation(trpc.gallery.toggleActive.mutationOptions(), {
    refresh: [trpc.gallery],
    failed: t('adminGallery.updateFailed'),
  });
  const name = photoName(photo, t('gallery.untitled'));
  return (
    <Card padding="sm" className={classes.card}>
      <Card.Section className={classes.imageBox}>
        <img
          src={photo.imagePath}
          alt={name}
          className={classes.image}
          data-inactive={!photo.isActive || undefined}
        />
        <Badge className={classes.badge} color={photo.isActive ? 'green' : 'gray'} variant="filled">
          {photo.isActive ? t('adminGallery.active') : t('adminGallery.inactive')}
        </Badge>
      </Card.Section>
      <Text fw={600} mt="sm" lineClamp={1}>
        {pageText(photo, 'title') ? <Localized item={photo} field="title" /> : name}
      </Text>
      {pageText(photo, 'description') && (
        <Text fz="sm" c="dimmed" lineClamp={2}>
          <Localized item={photo} field="description" />
        </Text>
      )}
      <Text fz="xs" c="dimmed" mt={4}>
        {t('adminGallery.order', { order: photo.displayOrder })}
      </Text>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <Switch
          size="sm"
          label={t('adminGallery.showOnSite')}
          checked={photo.isActive}
          disabled={toggle.isPending}
          onChange={() => toggle.mutate({ id: photo.id })}
          aria-label={t('adminGallery.showNamed', { name })}
        />
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={t('adminGallery.editNamed', { name })} onClick={onEdit}>
            <IconEdit size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('adminGallery.deleteNamed', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** Photo Gallery Management: every photo in display order, with its state, and the Add Photo dialog. */
export function GalleryTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const photos = useQuery(trpc.gallery.listAll.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('adminGallery.title')}</Title>
        <Button
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('adminGallery.add')}
        </Button>
      </Group>
      {photos.isPending && (
        <Center py="xl">
          <Loader role="progressbar" aria-label={t('common.loading')} />
        </Center>
      )}
      {photos.isError && (
        <LoadErrorAlert title={t('adminGallery.loadError')} onRetry={() => photos.refetch()} />
      )}
      {photos.data?.length === 0 && (
        <EmptyState
          icon={<IconPhoto />}
          title={t('adminGallery.emptyTitle')}
          text={t('adminGallery.emptyText')}
          action={
            <FirstAction label={t('emptyStates.firstPhoto')} onClick={() => setDialog({ kind: 'add' })} />
          }
        />
      )}
      {photos.data && photos.data.length > 0 && (
        <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} className={page.grid}>
          {photos.data.map((photo) => (
            <li key={photo.id}>
              <PhotoCard
                photo={photo}
                onEdit={() => setDialog({ kind: 'edit', photo })}
                onDelete={() => setDialog({ kind: 'delete', photo })}
              />
            </li>
          ))}
        </SimpleGrid>
      )}

      {dialog?.kind === 'add' && <PhotoFormModal photo={null} onClose={close} />}
      {dialog?.kind === 'edit' && <PhotoFormModal photo={dialog.photo} onClose={close} />}
      {dialog?.kind === 'delete' && <DeletePhotoModal photo={dialog.photo} onClose={close} />}
    </Stack>
  );
}
