// What an admin list shows of its rows: those the search and the filters keep, in the order chosen,
// one page of them. The same for every list (components/admin/list).

export type ListFilter<T> = {
  key: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Whether a row is kept for an option's value; 'all' keeps every row. */
  matches: (row: T, value: string) => boolean;
};

/** One way to order a list, as the Sort select offers it ('Most viewed first'). */
export type ListSort<T> = {
  key: string;
  label: string;
  value: (row: T) => string | number;
  descending?: boolean;
};

export type ListState = {
  query: string;
  filters: Record<string, string>;
  /** The key of the chosen sort; null keeps the rows' own order. */
  sort: string | null;
  page: number;
};

export type ListDefinition<T> = {
  /** The text a search looks in, e.g. a post's title, author and tags. */
  searchText: (row: T) => string;
  filters?: ListFilter<T>[];
  sorts?: ListSort<T>[];
  pageSize?: number;
};

export const DEFAULT_PAGE_SIZE = 25;

const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-IN');

export function listView<T>(rows: readonly T[], definition: ListDefinition<T>, state: ListState) {
  const words = fold(state.query).split(/\s+/).filter(Boolean);
  let kept = rows.filter((row) => {
    const text = fold(definition.searchText(row));
    return words.every((word) => text.includes(word));
  });
  for (const filter of definition.filters ?? []) {
    const value = state.filters[filter.key] ?? 'all';
    if (value !== 'all') kept = kept.filter((row) => filter.matches(row, value));
  }
  const sort = definition.sorts?.find((s) => s.key === state.sort);
  if (sort) {
    const direction = sort.descending ? -1 : 1;
    kept = [...kept].sort((a, b) => {
      const x = sort.value(a);
      const y = sort.value(b);
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), 'en-IN', { numeric: true, sensitivity: 'base' });
      return order * direction;
    });
  }
  const pageSize = definition.pageSize ?? DEFAULT_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(kept.length / pageSize));
  const page = Math.min(Math.max(1, state.page), pageCount);
  return {
    total: kept.length,
    matching: kept,
    rows: kept.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageCount,
  };
}
