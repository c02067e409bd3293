import type { CityPageState } from '../city-page-quality';

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

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the filters; anything malformed is left out rather than refused. */
export function parseCityQuery(params: Record<string, string | string[] | undefined>): CityQuery {
  const q = one(params.q)?.trim().slice(0, 200);
  const state = one(params.state)?.trim().slice(0, 80);
  const home = one(params.home);
  const pages = one(params.pages);
  const page = Number(one(params.page));
  return {
    q: q || undefined,
    state: state || undefined,
    home: home && home in CITY_HOME_FILTERS ? (home as CityQuery['home']) : undefined,
    pages: pages && pages in CITY_PAGE_FILTERS ? (pages as CityPageState) : undefined,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : 1,
  };
}

export function cityQueryString(query: CityQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.state) params.set('state', query.state);
  if (query.home) params.set('home', query.home);
  if (query.pages) params.set('pages', query.pages);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
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
