import type { CityPageState } from '../city-page-quality';
import { keyParam, listQueryString, pageParam, textParam, type SearchParams } from './query-params';

// The cities admin's search, filters and page, kept in the query string and applied on the server,
// so the screen stays small however many cities there are:
// /admin/cities?q=pune&state=Maharashtra&pages=thin&page=2

export const CITY_PAGE_FILTERS = {
  published: 'Has a published page',
  thin: 'Has a thin page',
  fallback: 'Has a service without a page',
} as const satisfies Record<CityPageState, string>;

export const CITY_HOME_FILTERS = { featured: 'Featured', 'not-featured': 'Not featured' } as const;

export const CITIES_PAGE_SIZE = 25;

export type CityQuery = {
  /** Words each found in the city's name, state or slug. */
  q?: string;
  state?: string;
  home?: keyof typeof CITY_HOME_FILTERS;
  pages?: CityPageState;
  page: number;
};

/** Reads the filters; anything malformed is left out rather than refused. */
export function parseCityQuery(params: SearchParams): CityQuery {
  return {
    q: textParam(params.q, 200),
    state: textParam(params.state, 80),
    home: keyParam(params.home, CITY_HOME_FILTERS),
    pages: keyParam(params.pages, CITY_PAGE_FILTERS),
    page: pageParam(params.page),
  };
}

export function cityQueryString(query: CityQuery, page: number): string {
  return listQueryString(
    [
      ['q', query.q],
      ['state', query.state],
      ['home', query.home],
      ['pages', query.pages],
    ],
    page,
  );
}

const fold = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-IN');

/** Whether a city is kept by the query; `pageStates` are the states of its service pages. */
export function cityMatches(
  city: { name: string; state: string; slug: string; featured: boolean },
  pageStates: readonly CityPageState[],
  query: CityQuery,
): boolean {
  const text = fold(`${city.name} ${city.state} ${city.slug}`);
  if (
    !fold(query.q ?? '')
      .split(/\s+/)
      .every((word) => text.includes(word))
  )
    return false;
  if (query.state && city.state !== query.state) return false;
  if (query.home && city.featured !== (query.home === 'featured')) return false;
  return !query.pages || pageStates.includes(query.pages);
}
