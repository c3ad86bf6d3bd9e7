import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus, IconSchoolOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Course } from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { FirstAction } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { pageText } from '../../../i18n/localized-text';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmDeleteModal } from '../../admin/confirm-delete-modal';
import { courseActions, courseColumns } from './course-columns';
import { CourseFormModal } from './course-form-modal';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; course: Course };

function DeleteCourseModal({ course, onClose }: { course: Course; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const remove = useTabMutation(trpc.courses.delete.mutationOptions(), {
    refresh: [trpc.courses],
    failed: t('adminCourses.deleteFailed'),
    succeeded: () => ({
      title: t('adminCourses.deleted'),
      message: t('adminCourses.deletedText', { name: pageText(course, 'name') }),
    }),
    onDone: onClose,
  });
  return (
    <ConfirmDeleteModal
      title={t('adminCourses.deleteTitle')}
      text={t('adminCourses.deleteText', { name: pageText(course, 'name') })}
      confirmLabel={t('adminCourses.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: course.id })}
      onClose={onClose}
    />
  );
}

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
      <DataTable
        query={courses}
        columns={courseColumns(t)}
        rowKey={(course) => course.id}
        label={t('adminCourses.title')}
        empty={{
          icon: <IconSchoolOff />,
          title: t('emptyStates.courses'),
          text: t('adminCourses.empty'),
          action: (
            <FirstAction label={t('emptyStates.firstCourse')} onClick={() => setDialog({ kind: 'add' })} />
          ),
        }}
        loadError={t('adminCourses.loadError')}
        actions={{
          label: (course) => t('adminCourses.actionsFor', { name: pageText(course, 'name') }),
          items: (course) => courseActions(t, (kind) => setDialog({ kind, course })),
        }}
      />

      {dialog?.kind === 'add' && <CourseFormModal course={null} onClose={close} />}
      {dialog?.kind === 'edit' && <CourseFormModal course={dialog.course} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteCourseModal course={dialog.course} onClose={close} />}
    </Stack>
  );
}
