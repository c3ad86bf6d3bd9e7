import { Card, Center, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type Page, pageCount } from '@tc/contracts/schemas';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../i18n/translate';
import { type EmptyContent, EmptyState } from '../empty-state';
import { LoadErrorAlert } from '../load-error-alert';
import classes from './data-table.module.css';
import { DataTablePager } from './data-table-pager';
import { type RowAction, RowActionsMenu } from './row-actions-menu';
import { ariaSort, SortButton, SortSelect } from './sort-controls';
import type { Paging } from './use-paged-list';
import { usePhoneLayout } from './use-phone-layout';

/**
 * Where a column goes on a phone's card: the card's title, a line under it, a badge beside it, a
 * labelled line (the default), a labelled block of the card's whole width (a message), or nowhere
 * (what the title already says).
 */
export type CardPlace = 'title' | 'subtitle' | 'badge' | 'line' | 'block' | 'hidden';

export interface Column<T, S extends string = string> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  card?: CardPlace;
  align?: 'start' | 'end';
  /** Kept on one line in the table (dates, times, phone numbers, badges). */
  nowrap?: boolean;
  /** The table column's least width, where its text must not be squeezed (names with e-mails). */
  minWidth?: string;
  /** The sort key of a paged list this column orders by: its header then sorts on a click. */
  sort?: S;
}

/** What a list's query gives the table: its rows or a page of them, or that they are on their way, or failed. */
export interface ListQuery<T> {
  data: T[] | Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  /** The previous page, still shown while the next one comes (TanStack Query's keepPreviousData). */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

interface DataTableProps<T> {
  query: ListQuery<T>;
  /** The rows to show, when not all of the query's (a search, a tab of them). */
  rows?: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** Names the list for screen readers ('Users'). */
  label: string;
  /** Shown instead of an empty table: the shared empty state (`noMatch(...)` for a search that finds nothing). */
  empty: EmptyContent;
  /** The spec's fetch-failure text ('Failed to fetch users'). */
  loadError: string;
  /** A row's '...' menu: its name and what it offers that row. */
  actions?: { label: (row: T) => string; items: (row: T) => RowAction[] };
  /** A list paged on the server (its query answers a Page): the pager under it and sortable headers. */
  paging?: Paging;
  /** What the phone's sort choice calls the list's own order ('Newest first' unless told). */
  defaultOrder?: string;
}

const isPage = <T,>(data: T[] | Page<T> | undefined): data is Page<T> =>
  data !== undefined && !Array.isArray(data);

/**
 * Every list of the console and the portals: the columns are declared once and become a table on
 * wide screens and one card per row on phones (the row's menu inside its card). It shows the
 * loading, failure (with a retry) and empty states itself. A list paged on the server shows a page,
 * the pager under it, and sorts by a click on a column's header (on phones, a choice above the cards).
 */
export function DataTable<T>({
  query,
  rows,
  columns,
  rowKey,
  label,
  empty,
  loadError,
  actions,
  paging,
  defaultOrder,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const page = isPage(query.data) ? query.data : undefined;
  const shown = rows ?? (page ? page.items : (query.data as T[] | undefined));

  // A page past the end (its last rows were just deleted): show the last page there is.
  const pastTheEnd = page !== undefined && page.items.length === 0 && page.total > 0;
  useEffect(() => {
    if (pastTheEnd && paging) paging.setPage(pageCount(page.total, page.pageSize));
  }, [pastTheEnd, paging, page]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (query.isError || !shown) {
    return <LoadErrorAlert title={loadError} onRetry={() => query.refetch()} />;
  }
  if (shown.length === 0 && !pastTheEnd) return <EmptyState {...empty} />;

  const menu = (row: T) =>
    actions && <RowActionsMenu label={actions.label(row)} actions={actions.items(row)} />;
  const sortable = paging ? columns.filter((column) => column.sort) : [];
  return (
    <Stack gap="sm" aria-busy={query.isPlaceholderData || undefined}>
      {phone && paging && sortable.length > 0 && (
        <SortSelect
          columns={sortable.map((column) => ({ key: column.sort ?? column.key, label: column.label }))}
          current={paging.sort}
          onSort={paging.setSort}
          defaultOrder={defaultOrder}
        />
      )}
      <div className={query.isPlaceholderData ? classes.stale : undefined}>
        {phone ? (
          <RowCards rows={shown} columns={columns} rowKey={rowKey} label={label} menu={menu} />
        ) : (
          <RowTable
            rows={shown}
            columns={columns}
            rowKey={rowKey}
            label={label}
            menu={actions && menu}
            paging={paging}
          />
        )}
      </div>
      {page && paging && <DataTablePager page={page} paging={paging} label={label} phone={phone} />}
    </Stack>
  );
}

interface LayoutProps<T> {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  label: string;
  menu?: (row: T) => ReactNode;
  paging?: Paging;
}

function RowTable<T>({ rows, columns, rowKey, label, menu, paging }: LayoutProps<T>) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={0} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                miw={column.minWidth}
                className={column.nowrap ? classes.nowrap : undefined}
                aria-sort={paging ? ariaSort(paging.sort, column.sort) : undefined}
              >
                {paging && column.sort ? (
                  <SortButton
                    label={column.label}
                    sortKey={column.sort}
                    current={paging.sort}
                    onSort={paging.setSort}
                  />
                ) : (
                  column.label
                )}
              </Table.Th>
            ))}
            {menu && (
              <Table.Th>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  className={column.nowrap ? classes.nowrap : undefined}
                >
                  {cellOf(column, row)}
                </Table.Td>
              ))}
              {menu && (
                <Table.Td className={classes.menuCell}>
                  <Group justify="end">{menu(row)}</Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A cell's content: text and numbers (a company's name, an e-mail, a number) isolated in <bdi>, so
 * each keeps its own direction on a right-to-left page ('Sitra Cranes W.L.L.' keeps its full stop
 * at the end) while the cell stays aligned with its column.
 */
function cellOf<T>(column: Column<T>, row: T): ReactNode {
  const value = column.cell(row);
  const isolated = (typeof value === 'string' && value !== '') || typeof value === 'number';
  return isolated ? <bdi>{value}</bdi> : value;
}

/** On a phone: a card per row; title and menu on top, badges under them, then a line per column. */
function RowCards<T>({ rows, columns, rowKey, label, menu }: LayoutProps<T>) {
  const placed = (place: CardPlace) => columns.filter((column) => (column.card ?? 'line') === place);
  const [titles, subtitles, badges, lines, blocks] = (
    ['title', 'subtitle', 'badge', 'line', 'block'] as const
  ).map(placed);
  return (
    <Stack component="ul" gap="sm" aria-label={label} className={classes.cards}>
      {rows.map((row) => (
        <Card key={rowKey(row)} component="li" padding="md" className={classes.card}>
          <div className={classes.cardTop}>
            <div className={classes.cardHeading}>
              {titles?.map((column) => (
                <Text key={column.key} fw={700} component="div">
                  {cellOf(column, row)}
                </Text>
              ))}
              {subtitles?.map((column) => (
                <Text key={column.key} fz="sm" component="div">
                  {cellOf(column, row)}
                </Text>
              ))}
            </div>
            {menu?.(row)}
          </div>
          {badges && badges.length > 0 && (
            <Group gap={6} mt="xs">
              {badges.map((column) => (
                <div key={column.key}>{column.cell(row)}</div>
              ))}
            </Group>
          )}
          {lines && lines.length > 0 && (
            <dl className={classes.lines}>
              {lines.map((column) => {
                // A line with nothing to say (no action for this row) is left out of the card.
                const value = cellOf(column, row);
                if (value === null || value === undefined || value === false || value === '') return null;
                return (
                  <div key={column.key} className={classes.line}>
                    <dt>{column.label}</dt>
                    <dd>{value}</dd>
                  </div>
                );
              })}
            </dl>
          )}
          {blocks?.map((column) => (
            <div key={column.key} className={classes.block}>
              <Text fz="sm" c="dimmed">
                {column.label}
              </Text>
              {cellOf(column, row)}
            </div>
          ))}
        </Card>
      ))}
    </Stack>
  );
}
