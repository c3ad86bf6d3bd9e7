import {
  Button,
  EmptyState,
  Group,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff, IconHistory, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_WHO_MAX,
  type AuditAction,
  type AuditEntityType,
  type AuditTrailRow,
  auditActions,
  auditEntityTypes,
  FIRST_ISO_DATE,
  LAST_ISO_DATE,
  rangeEndsBeforeStart,
} from '@tc/contracts/schemas';
import { useState } from 'react';
import { DataTable } from '../../../app/data-table/data-table';
import { DateField } from '../../../app/date-field';
import { useTRPC } from '../../../app/trpc';
import { useTranslation } from '../../../i18n/translate';
import classes from './audit-admin.module.css';
import { auditColumns } from './audit-columns';
import { AuditEntryModal } from './audit-entry-modal';

interface Filters {
  who: string;
  action: AuditAction | null;
  entity: AuditEntityType | null;
  from: string;
  to: string;
}

const noFilters: Filters = { who: '', action: null, entity: null, from: '', to: '' };

/**
 * The console's Audit Trail (admins): the changes to certificates, quotations, the public
 * directory and financial goals, the classes' history and every sign-in, newest first, filtered
 * by who, what, entity and Bahrain dates, a page at a time; an entry opens its before and after.
 */
export function AuditTab() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AuditTrailRow | null>(null);
  const [who] = useDebouncedValue(filters.who.trim(), 300);
  // A range that ends before it starts is said at the field and not sent.
  const rangeError = rangeEndsBeforeStart(filters) ? t('auditTrail.rangeError') : null;
  const input = {
    who: who || undefined,
    action: filters.action ?? undefined,
    entity: filters.entity ?? undefined,
    from: filters.from || undefined,
    to: rangeError ? undefined : filters.to || undefined,
    page,
    pageSize: AUDIT_PAGE_SIZE_DEFAULT,
  };
  const trail = useQuery({ ...trpc.audit.list.queryOptions(input), placeholderData: keepPreviousData });
  const change = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);
  const total = trail.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE_DEFAULT));

  return (
    <Stack>
      <Stack gap={0}>
        <Title order={2}>{t('auditTrail.title')}</Title>
        <Text c="dimmed" fz="sm">
          {t('auditTrail.subtitle')}
        </Text>
      </Stack>
      <fieldset className={classes.filters}>
        <VisuallyHidden component="legend">{t('auditTrail.filters')}</VisuallyHidden>
        <TextInput
          className={classes.who}
          label={t('auditTrail.who')}
          placeholder={t('auditTrail.whoPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.who}
          maxLength={AUDIT_WHO_MAX}
          onChange={(event) => change('who', event.currentTarget.value)}
        />
        <Select
          className={classes.select}
          label={t('auditTrail.action')}
          placeholder={t('auditTrail.anyAction')}
          data={auditActions.map((value) => ({ value, label: t(`auditTrail.actions.${value}`) }))}
          value={filters.action}
          onChange={(value) => change('action', value as AuditAction | null)}
          clearable
        />
        <Select
          className={classes.select}
          label={t('auditTrail.entity')}
          placeholder={t('auditTrail.anyEntity')}
          data={auditEntityTypes.map((value) => ({ value, label: t(`auditTrail.entities.${value}`) }))}
          value={filters.entity}
          onChange={(value) => change('entity', value as AuditEntityType | null)}
          clearable
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
            onClick={() => {
              setFilters(noFilters);
              setPage(1);
            }}
          >
            {t('auditTrail.clear')}
          </Button>
        )}
      </fieldset>
      {trail.data && (
        <Text c="dimmed" fz="sm" aria-live="polite">
          {t('auditTrail.count', { count: total })}
        </Text>
      )}
      <DataTable
        query={{
          data: trail.data?.rows,
          isPending: trail.isPending,
          isError: trail.isError,
          refetch: trail.refetch,
        }}
        columns={auditColumns(t, i18n.language, setOpened)}
        rowKey={(row) => `${row.source}:${row.id}`}
        label={t('auditTrail.listLabel')}
        empty={
          <EmptyState icon={<IconHistory />} py="xl">
            <EmptyState.Description>
              {filtered ? t('auditTrail.noMatch') : t('auditTrail.empty')}
            </EmptyState.Description>
          </EmptyState>
        }
        loadError={t('auditTrail.loadError')}
      />
      {pages > 1 && (
        <Group justify="center" component="nav" aria-label={t('auditTrail.pages')}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            siblings={1}
            boundaries={1}
            getItemProps={(number) => ({ 'aria-label': t('auditTrail.pageNumber', { page: number }) })}
            getControlProps={(control) => ({
              'aria-label': t(
                control === 'first'
                  ? 'auditTrail.firstPage'
                  : control === 'previous'
                    ? 'auditTrail.previousPage'
                    : control === 'next'
                      ? 'auditTrail.nextPage'
                      : 'auditTrail.lastPage',
              ),
            })}
          />
        </Group>
      )}
      {opened && <AuditEntryModal row={opened} onClose={() => setOpened(null)} />}
    </Stack>
  );
}
