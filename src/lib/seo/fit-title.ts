import { TITLE_MAX } from './metadata';

// A city page's title kept to what a search result shows whole: a long city name (Thiruvananthapuram,
// Chhatrapati Sambhajinagar) shortens the title in a stated order, and never loses the city itself.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The title as written when it fits in TITLE_MAX; else shortened, step by step until it fits:
 * the brand at its end, then the word "Services", then ", {state}", then what follows its first
 * " | ". `brands`: the business's names ('RankSutra Digital', 'RankSutra').
 */
export function fitCityPageTitle(title: string, state: string, brands: readonly string[]): string {
  const names = brands.filter(Boolean).map(escape).join('|');
  const steps: Array<(text: string) => string> = [
    (text) => (names ? text.replace(new RegExp(`\\s*[|–-]\\s*(?:${names})\\s*$`), '') : text),
    (text) => text.replace(/ Services\b/, ''),
    (text) => (state ? text.replace(`, ${state}`, '') : text),
    (text) => text.split(' | ')[0]!,
  ];
  let fitted = title.trim();
  for (const step of steps) {
    if (fitted.length <= TITLE_MAX) break;
    fitted = step(fitted).trim();
  }
  return fitted;
}
