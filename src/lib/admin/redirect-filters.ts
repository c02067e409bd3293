import type { RedirectType } from '../redirects/redirect-table';
import { keyParam, listQueryString, pageParam, textParam, type SearchParams } from './query-params';

// The redirects admin's search, type filter, order and page, kept in the query string and applied
// by the database, so the screen stays small with 15,000 rules: /admin/redirects?q=blog&type=410

export const REDIRECT_TYPE_FILTERS = {
  '301': '301 Moved Permanently',
  '302': '302 Found',
  '410': '410 Gone',
} as const satisfies Record<RedirectType, string>;

export const REDIRECT_SORTS = {
  source: 'Source path',
  hits: 'Most hits first',
  'last-hit': 'Last hit first',
} as const;

export const REDIRECTS_PAGE_SIZE = 25;

export type RedirectQuery = {
  /** Words each found in the source, the target or the note. */
  q?: string;
  type?: keyof typeof REDIRECT_TYPE_FILTERS;
  sort?: Exclude<keyof typeof REDIRECT_SORTS, 'source'>;
  page: number;
};

export function parseRedirectQuery(params: SearchParams): RedirectQuery {
  const sort = keyParam(params.sort, REDIRECT_SORTS);
  return {
    q: textParam(params.q, 200),
    type: keyParam(params.type, REDIRECT_TYPE_FILTERS),
    sort: sort === 'source' ? undefined : sort,
    page: pageParam(params.page),
  };
}

export function redirectQueryString(query: RedirectQuery, page: number): string {
  return listQueryString(
    [
      ['q', query.q],
      ['type', query.type],
      ['sort', query.sort],
    ],
    page,
  );
}
