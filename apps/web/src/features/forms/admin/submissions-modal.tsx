import { Button, EmptyState, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { AdminForm, FormSubmission } from '@tc/contracts/schemas';
import { useState } from 'react';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { OpenRowButton } from '../../../app/data-table/open-row-button';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { formatCentreInstant } from '../../../app/dates';
import { useTRPC } from '../../../app/trpc';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import classes from './forms-admin.module.css';
import { SubmissionAnswers, submissionSummary } from './submission-answers';

/** The REST route that answers the submissions as a CSV file (an attachment). */
export const submissionsCsvPath = (form: Pick<AdminForm, 'id'>) =>
  `/api/admin/forms/${form.id}/submissions.csv`;

function submissionColumns(
  t: TFunction,
  language: string,
  open: (submission: FormSubmission) => void,
): Column<FormSubmission>[] {
  return [
    {
      key: 'submittedAt',
      label: t('formBuilder.submissionsView.columns.submittedAt'),
      card: 'title',
      nowrap: true,
      cell: (submission) => {
        const when = formatCentreInstant(submission.submittedAt, language);
        return (
          <OpenRowButton
            text={when}
            label={t('formBuilder.submissionsView.viewNamed', { when })}
            onOpen={() => open(submission)}
          />
        );
      },
    },
    {
      key: 'email',
      label: t('formBuilder.submissionsView.columns.email'),
      card: 'subtitle',
      cell: (submission) => submission.submitterEmail ?? '',
    },
    {
      key: 'summary',
      label: t('formBuilder.submissionsView.columns.summary'),
      card: 'block',
      cell: (submission) => (
        <Text fz="sm" lineClamp={2} className={classes.summary}>
          {submissionSummary(submission, language)}
        </Text>
      ),
    },
  ];
}

/**
 * A form's submissions, newest first: when (Bahrain time), from whom and the first answers; one
 * opened shows every answer. Export CSV downloads them all as a file.
 */
export function SubmissionsModal({ form, onClose }: { form: AdminForm; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const phone = useNarrowScreen();
  const submissions = useQuery(trpc.forms.submissions.queryOptions({ id: form.id }));
  const [openedId, setOpenedId] = useState<string | null>(null);
  const opened = submissions.data?.find((submission) => submission.id === openedId);
  const count = submissions.data?.length ?? 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('formBuilder.submissionsView.title', { title: form.title })}
      size="60rem"
      fullScreen={phone}
    >
      {opened ? (
        <SubmissionAnswers submission={opened} onBack={() => setOpenedId(null)} />
      ) : (
        <Stack>
          <Group justify="space-between" gap="xs">
            <Text fz="sm" c="dimmed">
              {submissions.data && t('formBuilder.submissionsView.count', { count })}
            </Text>
            {count > 0 && (
              <Button
                component="a"
                href={submissionsCsvPath(form)}
                download
                variant="light"
                leftSection={<IconDownload size={18} aria-hidden />}
              >
                {t('formBuilder.submissionsView.exportCsv')}
              </Button>
            )}
          </Group>
          <DataTable
            query={submissions}
            columns={submissionColumns(t, i18n.language, (submission) => setOpenedId(submission.id))}
            rowKey={(submission) => submission.id}
            label={t('formBuilder.submissionsView.listLabel', { title: form.title })}
            empty={
              <EmptyState icon={<IconInbox />} py="xl">
                <EmptyState.Title order={3}>{t('formBuilder.submissionsView.emptyTitle')}</EmptyState.Title>
                <EmptyState.Description>{t('formBuilder.submissionsView.emptyText')}</EmptyState.Description>
              </EmptyState>
            }
            loadError={t('formBuilder.submissionsView.loadError')}
          />
        </Stack>
      )}
    </Modal>
  );
}
