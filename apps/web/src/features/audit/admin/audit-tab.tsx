import { Button, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconHistory } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AUDIT_WHO_MAX,
  type AuditAction,
  type AuditEntityType,
  type AuditTrailRow,
  auditActions,
  auditEntityTypes,
  auditTrailInput,
  FIRST_ISO_DATE,
  LAST_ISO_DATE,
  rangeEndsBeforeStart,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { ListFilters, ListSearch, ListSelect } from '../../../app/data-table/list-filters';
import { usePagedList } from '../../../app/data-table/use-paged-list';
import { DateField } from '../../../app/date-field';
import { noMatch } from '../../../app/empty-state';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import classes from './audit-admin.module.css';
import { auditColumns } from './audit-columns';
import { AuditEntryModal } from './audit-entry-modal';

interface Filters {
  who: string;
  action: AuditAction | undefined;
  entity: AuditEntityType | undefined;
  from: string;
  to: string;
}

const noFilters: Filters = { who: '', action: undefined, entity: undefined, from: '', to: '' };

/**
 * The console's Audit Trail (admins): the changes to certificates, quotations, the public
 * directory and financial goals, the classes' history and every sign-in, newest first, filtered
 * by who, what, entity and Bahrain dates, a page at a time; an entry opens its before and after.
 */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [opened, setOpened] = useState<AuditTrailRow | null>(null);
  const [who] = useDebouncedValue(filters.who.trim(), 300);
  // A range that ends before it starts is said at the field and not sent.
  const rangeError = rangeEndsBeforeStart(filters) ? t('auditTrail.rangeError') : null;
  const list = usePagedList(auditTrailInput.defaultSort, {
    who: who || undefined,
    action: filters.action,
    entity: filters.entity,
    from: filters.from || undefined,
    to: rangeError ? undefined : filters.to || undefined,
  });
  const trail = useQuery({ ...trpc.audit.page.queryOptions(list.input), placeholderData: keepPreviousData });
  const change = <K extends keyof Filters>(key: K, value: Filters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Stack>
      <Stack gap={0}>
        <Title order={2}>{t('auditTrail.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('auditTrail.subtitle')}
        </Text>
      </Stack>
      <ListFilters label={t('auditTrail.filters')}>
        <ListSearch
          label={t('auditTrail.who')}
          placeholder={t('auditTrail.whoPlaceholder')}
          value={filters.who}
          maxLength={AUDIT_WHO_MAX}
          onChange={(value) => change('who', value)}
        />
        <ListSelect
          label={t('auditTrail.action')}
          placeholder={t('auditTrail.anyAction')}
          options={auditActions.map((value) => ({ value, label: t(`auditTrail.actions.${value}`) }))}
          value={filters.action}
          onChange={(value) => change('action', value)}
        />
        <ListSelect
          label={t('auditTrail.entity')}
          placeholder={t('auditTrail.anyEntity')}
          options={auditEntityTypes.map((value) => ({ value, label: t(`auditTrail.entities.${value}`) }))}
          value={filters.entity}
          onChange={(value) => change('entity', value)}
        />
        <DateField
          className={classes.date}
          label={t('auditTrail.from')}
          value={filters.from}
          min={FIRST_ISO_DATE}
          max={filters.to || LAST_ISO_DATE}
          onChange={(date) => change('from', date)}
        />
        <DateField
          className={classes.date}
          label={t('auditTrail.to')}
          value={filters.to}
          min={filters.from || FIRST_ISO_DATE}
          max={LAST_ISO_DATE}
          error={rangeError}
          onChange={(date) => change('to', date)}
        />
        {filtered && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => setFilters(noFilters)}
          >
            {t('auditTrail.clear')}
          </Button>
        )}
      </ListFilters>
      {trail.data && (
        <Text c="dimmed" fz="sm" aria-live="polite">
          {t('auditTrail.count', { count: trail.data.total })}
        </Text>
      )}
      <DataTable
        query={trail}
        paging={list.paging}
        columns={auditColumns(t, i18n.language, setOpened)}
        rowKey={(row) => `${row.source}:${row.id}`}
        label={t('auditTrail.listLabel')}
        empty={
          filtered
            ? noMatch(t('auditTrail.noMatch'))
            : { icon: <IconHistory />, title: t('emptyStates.audit'), text: t('auditTrail.empty') }
        }
        loadError={t('auditTrail.loadError')}
      />
      {opened && <AuditEntryModal row={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
