import { Group, Pagination, Text } from '@mantine/core';
import { type Page, pageCount } from '@tc/contracts/schemas';
import { useTranslation } from '../../i18n/translate';
import { localeOf } from '../dates';
import classes from './data-table.module.css';
import type { Paging } from './use-paged-list';

const controlLabels = {
  first: 'dataTable.firstPage',
  previous: 'dataTable.previousPage',
  next: 'dataTable.nextPage',
  last: 'dataTable.lastPage',
} as const;

/**
 * Under a paged list: which rows are shown of how many ('1–50 of 10,000') and the page buttons,
 * named for the list they page; on a phone the two stack, the buttons kept to what fits.
 */
export function DataTablePager<T>({
  page,
  paging,
  label,
  phone,
}: {
  page: Page<T>;
  paging: Paging;
  label: string;
  phone: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const pages = pageCount(page.total, page.pageSize);
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  return (
    <Group component="nav" aria-label={t('dataTable.pages', { list: label })} className={classes.pager}>
      <Text fz="sm" c="dimmed" aria-live="polite">
        {t('dataTable.range', {
          first: number.format(first),
          last: number.format(last),
          total: number.format(page.total),
        })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(paging.page, pages)}
          onChange={paging.setPage}
          siblings={phone ? 0 : 1}
          boundaries={1}
          size={phone ? 'sm' : 'md'}
          getItemProps={(item) => ({
            'aria-label': t('dataTable.pageNumber', { page: number.format(item) }),
          })}
          getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
        />
      )}
    </Group>
  );
}
