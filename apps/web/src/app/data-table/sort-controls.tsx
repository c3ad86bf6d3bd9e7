import { Group, Select, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ListSort } from '@tc/contracts/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import classes from './data-table.module.css';

/** A click on a column's header: its order reversed when it is the one sorted by, else ascending. */
export function nextSort(current: ListSort, key: string): ListSort {
  if (current.sort !== key) return { sort: key, direction: 'asc' };
  return { sort: key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** aria-sort of a column's header: said on the column the list is sorted by. */
export function ariaSort(current: ListSort, key: string | undefined) {
  if (!key || current.sort !== key) return undefined;
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** A sortable column's header: its label as a button, with an arrow saying the order. */
export function SortButton({
  label,
  sortKey,
  current,
  onSort,
}: {
  label: ReactNode;
  sortKey: string;
  current: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const sorted = current.sort === sortKey;
  const Arrow = !sorted ? IconArrowsSort : current.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton className={classes.sortButton} onClick={() => onSort(nextSort(current, sortKey))}>
      {label}
      <Arrow size={14} aria-hidden className={sorted ? undefined : classes.sortIdle} />
    </UnstyledButton>
  );
}

/** On a phone, where cards have no headers: the same orders as a choice above the cards. */
export function SortSelect({
  columns,
  current,
  onSort,
  defaultOrder,
}: {
  columns: { key: string; label: string }[];
  current: ListSort;
  onSort: (sort: ListSort) => void;
  defaultOrder?: string;
}) {
  const { t } = useTranslation();
  const options = columns.flatMap((column) =>
    (['asc', 'desc'] as const).map((direction) => ({
      value: `${column.key}:${direction}`,
      label: t(direction === 'asc' ? 'dataTable.ascending' : 'dataTable.descending', {
        column: column.label,
      }),
    })),
  );
  const value = `${current.sort}:${current.direction}`;
  return (
    <Group>
      <Select
        label={t('dataTable.sortBy')}
        data={options}
        value={options.some((option) => option.value === value) ? value : null}
        placeholder={defaultOrder ?? t('dataTable.defaultOrder')}
        allowDeselect={false}
        onChange={(chosen) => {
          const [sort, direction] = (chosen ?? '').split(':');
          if (sort && (direction === 'asc' || direction === 'desc')) onSort({ sort, direction });
        }}
        flex="1 1 14rem"
      />
    </Group>
  );
}
