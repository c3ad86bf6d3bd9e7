import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Course } from '@tc/contracts/schemas';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../../app/notify';
import { serverMessage } from '../../../app/server-message';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import { CourseIcon } from '../../courses/course-icon';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { CourseFormModal } from './course-form-modal';
import classes from './courses-tab.module.css';
import { useRefreshCourses } from './use-refresh-courses';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; course: Course };

function DeleteCourseModal({ course, onClose }: { course: Course; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const refreshCourses = useRefreshCourses();
  const remove = useMutation(
    trpc.courses.delete.mutationOptions({
      onSuccess: async () => {
        await refreshCourses();
        notifySuccess(t('adminCourses.deleted'), t('adminCourses.deletedText', { name: course.name }));
        onClose();
      },
      onError: (error) =>
        notifyError(t('common.error'), serverMessage(error, t('adminCourses.deleteFailed'))),
    }),
  );
  return (
    <ConfirmDeleteModal
      title={t('adminCourses.deleteTitle')}
      text={t('adminCourses.deleteText', { name: course.name })}
      confirmLabel={t('adminCourses.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: course.id })}
      onClose={onClose}
    />
  );
}

const bd = (amount: number) => `${amount} BD`;

/** The Courses tab: every course, active or not, with its prices, and the add, edit and delete dialogs. */
export function CoursesTab() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const courses = useQuery(trpc.courses.listAll.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('adminCourses.title')}</Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
          {t('adminCourses.add')}
        </Button>
      </Group>
      {courses.isPending && (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {courses.isError && (
        <Alert color="red" icon={<IconAlertTriangle />} title={t('adminCourses.loadError')} />
      )}
      {courses.data?.length === 0 && <Text c="dimmed">{t('adminCourses.empty')}</Text>}
      {courses.data && courses.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminCourses.columns.course')}</Table.Th>
                <Table.Th>{t('adminCourses.columns.certificate')}</Table.Th>
                <Table.Th ta="end">{t('adminCourses.columns.trainingPrice')}</Table.Th>
                <Table.Th ta="end">{t('adminCourses.columns.assessmentPrice')}</Table.Th>
                <Table.Th>{t('adminCourses.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('adminCourses.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.data.map((course) => (
                <Table.Tr key={course.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {course.imageUrl ? (
                        <img src={course.imageUrl} alt="" className={classes.thumbnail} />
                      ) : (
                        <ThemeIcon size={40} variant="light" aria-hidden>
                          <CourseIcon name={course.icon} size={22} />
                        </ThemeIcon>
                      )}
                      <div>
                        <Text fw={600}>{course.name}</Text>
                        <Text fz="xs" c="dimmed" ff="monospace">
                          {course.code}
                        </Text>
                      </div>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {course.certificateType === 'local'
                      ? t('adminCourses.certificateTypes.local')
                      : t('adminCourses.certificateTypes.rtitb')}
                  </Table.Td>
                  <Table.Td ta="end">{bd(course.trainingPrice)}</Table.Td>
                  <Table.Td ta="end">{bd(course.assessmentPrice)}</Table.Td>
                  <Table.Td>
                    <Badge color={course.isActive ? 'green' : 'gray'} variant="light">
                      {course.isActive ? t('adminCourses.active') : t('adminCourses.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="end" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('adminCourses.editNamed', { name: course.name })}
                        onClick={() => setDialog({ kind: 'edit', course })}
                      >
                        <IconEdit size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('adminCourses.deleteNamed', { name: course.name })}
                        onClick={() => setDialog({ kind: 'delete', course })}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {dialog?.kind === 'add' && <CourseFormModal course={null} onClose={close} />}
      {dialog?.kind === 'edit' && <CourseFormModal course={dialog.course} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteCourseModal course={dialog.course} onClose={close} />}
    </Stack>
  );
}
