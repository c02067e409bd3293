import { DESCRIPTION_MAX, DESCRIPTION_MIN } from '../seo/metadata';
import { slugify } from '../slug';

// The states of the cities served: /locations lists them, and each has a page of its cities
// (/locations/{state}), so no page lists every city however many there are.

export const stateSlug = (state: string) => slugify(state, { lettersOnly: true });

export type StateGroup<T> = { state: string; slug: string; cities: T[] };

/** The cities by state, states and cities by name. */
export function groupByState<T extends { name: string; state: string }>(
  cities: readonly T[],
): StateGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const city of cities) groups.set(city.state, [...(groups.get(city.state) ?? []), city]);
  const byName = (a: string, b: string) => a.localeCompare(b, 'en-IN');
  return [...groups]
    .sort(([a], [b]) => byName(a, b))
    .map(([state, members]) => ({
      state,
      slug: stateSlug(state),
      cities: members.sort((a, b) => byName(a.name, b.name)),
    }));
}

/** A state page's meta description: its cities named as far as they fit in a search result. */
export function stateDescription(state: string, cityNames: readonly string[]): string {
  const start = `SEO, PPC, content and site speed services for businesses in ${state}`;
  let named = '';
  for (const [index, name] of cityNames.entries()) {
    const rest = cityNames.length - index - 1;
    const next = `${named ? `${named}, ` : ': '}${name}`;
    const ending = rest > 0 ? ` and ${rest} more cities.` : '.';
    if ((start + next + ending).length > DESCRIPTION_MAX) break;
    named = next;
  }
  const shown = named ? named.slice(2).split(', ').length : 0;
  const more = cityNames.length - shown;
  const text = named
    ? `${start}: ${named.slice(2)}${more > 0 ? ` and ${more} more cities` : ''}.`
    : `${start}, in ${cityNames.length} cities.`;
  return text.length >= DESCRIPTION_MIN ? text : `${text} A free audit with every enquiry.`;
}
