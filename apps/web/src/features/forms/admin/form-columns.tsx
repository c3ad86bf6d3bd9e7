import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Anchor, Badge, CopyButton, Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEdit, IconExternalLink, IconInbox, IconTrash } from '@tabler/icons-react';
import { type AdminForm, centreDate, type formListInput, type SortKeyOf } from '@tc/contracts/schemas';
import type { Column } from '../../../app/data-table/data-table';
import type { RowAction } from '../../../app/data-table/row-actions-menu';
import { formatCalendarDate } from '../../../app/dates';
import { useTRPC } from '../../../app/trpc';
import { useTabMutation } from '../../../app/use-tab-mutation';
import { Localized, pageText } from '../../../i18n/localized-text';
import { type TFunction, useTranslation } from '../../../i18n/translate';
import classes from './forms-admin.module.css';

export type FormAction = 'edit' | 'submissions' | 'delete';

export const formPath = (form: Pick<AdminForm, 'slug'>) => `/forms/${form.slug}`;

/** The form's public address, to copy (whole, with the site's origin) or to open in a new tab. */
function FormAddress({ form }: { form: AdminForm }) {
  const { t } = useTranslation();
  const path = formPath(form);
  return (
    <Group gap={4} wrap="nowrap" className={classes.address}>
      <Text fz="sm" ff="monospace" className={classes.path}>
        {path}
      </Text>
      <CopyButton value={`${window.location.origin}${path}`} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={t('formBuilder.copied')} opened={copied} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              onClick={copy}
              aria-label={t('formBuilder.copyAddress', { title: pageText(form, 'title') })}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <ActionIcon
        component="a"
        href={path}
        target="_blank"
        rel="noopener"
        variant="subtle"
        color="gray"
        aria-label={t('formBuilder.openForm', { title: pageText(form, 'title') })}
      >
        <IconExternalLink size={18} className="mantine-rotate-rtl" aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Active or not, switched in place: the PATCH carries `isActive` alone. */
function ActiveSwitch({ form }: { form: AdminForm }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toggle = useTabMutation(trpc.forms.update.mutationOptions(), {
    refresh: [trpc.forms],
    failed: t('formBuilder.toggleFailed'),
  });
  return (
    <Switch
      checked={toggle.isPending ? Boolean(toggle.variables.isActive) : form.isActive}
      disabled={toggle.isPending}
      onChange={(event) => toggle.mutate({ id: form.id, isActive: event.currentTarget.checked })}
      aria-label={t('formBuilder.activeNamed', { title: pageText(form, 'title') })}
    />
  );
}

/**
 * The forms: title (the Arabic on an Arabic page where one was given; with how many fields and the
 * last change), state, address, submissions.
 */
export function formColumns(
  t: TFunction,
  language: string,
  onSubmissions: (form: AdminForm) => void,
): Column<AdminForm, SortKeyOf<typeof formListInput>>[] {
  return [
    {
      key: 'form',
      sort: 'title',
      label: t('formBuilder.columns.form'),
      card: 'title',
      minWidth: '12rem',
      cell: (form) => (
        <>
          <Text fw={600} fz="sm" component="div">
            <Localized item={form} field="title" />
          </Text>
          <Text fz="xs" c="dimmed" fw={400}>
            {t('formBuilder.fieldCount', { count: form.fields.length })}
            {' · '}
            {t('formBuilder.updatedOn', {
              date: formatCalendarDate(centreDate(new Date(form.updatedAt)), language),
            })}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      label: t('formBuilder.columns.active'),
      card: 'badge',
      cell: (form) => (
        <Group gap="xs" wrap="nowrap">
          <ActiveSwitch form={form} />
          <Badge color={form.isActive ? 'green' : 'gray'} variant="light">
            {form.isActive ? t('formBuilder.active') : t('formBuilder.inactive')}
          </Badge>
        </Group>
      ),
    },
    {
      key: 'address',
      sort: 'slug',
      label: t('formBuilder.columns.address'),
      // A card's whole width on phones: the address stays on one line.
      card: 'block',
      cell: (form) => <FormAddress form={form} />,
    },
    {
      key: 'submissions',
      sort: 'submissionCount',
      label: t('formBuilder.columns.submissions'),
      align: 'end',
      nowrap: true,
      cell: (form) => (
        <Anchor
          component="button"
          type="button"
          fz="sm"
          onClick={() => onSubmissions(form)}
          aria-label={t('formBuilder.viewSubmissions', {
            title: pageText(form, 'title'),
            count: form.submissionCount,
          })}
        >
          {form.submissionCount}
        </Anchor>
      ),
    },
  ];
}

export function formActions(t: TFunction, open: (action: FormAction) => void): RowAction[] {
  return [
    {
      key: 'edit',
      label: t('formBuilder.edit'),
      icon: <IconEdit size={16} aria-hidden />,
      onClick: () => open('edit'),
    },
    {
      key: 'submissions',
      label: t('formBuilder.submissions'),
      icon: <IconInbox size={16} aria-hidden />,
      onClick: () => open('submissions'),
    },
    {
      key: 'delete',
      label: t('formBuilder.delete'),
      icon: <IconTrash size={16} aria-hidden />,
      onClick: () => open('delete'),
      danger: true,
    },
  ];
}
