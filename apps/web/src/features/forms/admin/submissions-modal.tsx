import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconInbox } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminForm,
  type FormSubmission,
  type SortKeyOf,
  submissionListInput,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { type Column, DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch } from '../../../app/data-table/list-filters';
import { OpenRowButton } from '../../../app/data-table/open-row-button';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { useNarrowScreen } from '../../../app/data-table/use-phone-layout';
import { formatCentreInstant } from '../../../app/dates';
import { Modal } from '../../../app/dialog';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { pageText } from '../../../i18n/localized-text';
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
): Column<FormSubmission, SortKeyOf<typeof submissionListInput>>[] {
  return [
    {
      key: 'submittedAt',
      sort: 'submittedAt',
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
      sort: 'submitterEmail',
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
  const list = usePagedList(submissionListInput.defaultSort, { id: form.id });
  const submissions = useQuery({
    ...trpc.forms.submissionsPage.queryOptions(list.input),
    placeholderData: keepPreviousData,
  });
  const [openedId, setOpenedId] = useState<string | null>(null);
  const opened = submissions.data?.items.find((submission) => submission.id === openedId);
  const count = submissions.data?.total ?? 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('formBuilder.submissionsView.title', { title: pageText(form, 'title') })}
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
          <ListFilters label={t('formBuilder.submissionsView.filters')}>
            <ListSearch
              label={t('formBuilder.submissionsView.search')}
              placeholder={t('formBuilder.submissionsView.searchPlaceholder')}
              value={list.search}
              onChange={list.setSearch}
            />
          </ListFilters>
          <DataTable
            query={submissions}
            paging={list.paging}
            columns={submissionColumns(t, i18n.language, (submission) => setOpenedId(submission.id))}
            rowKey={(submission) => submission.id}
            label={t('formBuilder.submissionsView.listLabel', { title: pageText(form, 'title') })}
            empty={
              list.narrowed
                ? noMatch(t('formBuilder.submissionsView.noMatch'))
                : {
                    icon: <IconInbox />,
                    title: t('formBuilder.submissionsView.emptyTitle'),
                    text: t('formBuilder.submissionsView.emptyText'),
                  }
            }
            loadError={t('formBuilder.submissionsView.loadError')}
          />
        </Stack>
      )}
    </Modal>
  );
}
