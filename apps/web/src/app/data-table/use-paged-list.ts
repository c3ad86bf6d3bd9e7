import { useDebouncedValue } from '@mantine/hooks';
import { type ListSort, PAGE_SIZE_DEFAULT } from '@tc/contracts/schemas';
import { useState } from 'react';

/** What a list paged on the server gives its table: the page shown and its order, and how to change them. */
export interface Paging<K extends string = string> {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  sort: ListSort<K>;
  // A method, so that a list of its own sort keys is taken where any list's is (the table's props).
  setSort(sort: ListSort<K>): void;
}

/** How long the search box waits after the last keystroke before it asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * The state of a console list paged on the server (docs/paging.md): its search text, sent once
 * typing pauses; its sort; and its page, back to 1 whenever the search, the sort or a filter
 * changes. `input` is what the list's `page` procedure takes: the filters, search, sort and page.
 */
export function usePagedList<K extends string, F extends object>(defaultSort: ListSort<K>, filters: F) {
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<ListSort<K>>(defaultSort);
  // The page belongs to the question asked: another question starts again at page 1.
  const question = JSON.stringify([filters, searched, sort]);
  const [at, setAt] = useState({ page: 1, question });
  const page = at.question === question ? at.page : 1;
  const paging: Paging<K> = {
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    setPage: (next) => setAt({ page: next, question }),
    sort,
    setSort,
  };
  return {
    search,
    setSearch,
    /** Whether the list is narrowed: the empty state then says nothing matched, not that there is nothing. */
    narrowed:
      Boolean(searched) || Object.values(filters).some((value) => value !== undefined && value !== ''),
    input: {
      ...filters,
      ...(searched ? { search: searched } : {}),
      sort: sort.sort,
      direction: sort.direction,
      page,
      pageSize: PAGE_SIZE_DEFAULT,
    },
    paging,
  };
}
