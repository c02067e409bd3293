import 'server-only';

import { parse } from 'csv-parse/sync';

import { citySlugAliases } from '@/lib/routing/service-city';
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/validation/blog-post';
import {
  citySchema,
  citySlugFromName,
  FEATURED_CITY_LIMIT,
  type CityData,
} from '@/lib/validation/city';

import type { DB } from '../../db/schema';
import { citySlugOwner, countFeaturedCities } from '../../queries/cities';

// Cities added from a CSV: the header `name,state` and, in any order after them, `latitude`,
// `longitude`, `featured` (yes or no), `image` (an uploaded image's address, which a featured
// city needs) and `areas` (the areas near it, comma-separated, for a page template's {areas}). Every row is checked as the city form checks it, and against the cities stored
// and the rows above it; the file is imported whole or not at all.

export const MAX_CITY_IMPORT_BYTES = 1024 * 1024;
export const MAX_CITY_IMPORT_ROWS = 1000;
const OPTIONAL = ['latitude', 'longitude', 'featured', 'image', 'areas'] as const;

export type CityImportRow = {
  line: number;
  name: string;
  state: string;
  slug: string;
  /** Why the row cannot be imported; empty when it can. */
  problem: string;
};

export type CityImportCheck = { rows: CityImportRow[]; cities: CityData[] } | { error: string };

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

function readRecords(text: string): string[][] | { error: string } {
  try {
    return parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    return { error: `The CSV could not be read: ${(error as Error).message}` };
  }
}

/** Each row's city, or why it cannot be imported; or what is wrong with the file as a whole. */
export async function checkCityImport(db: DB, text: string): Promise<CityImportCheck> {
  const records = readRecords(text);
  if ('error' in records) return records;
  const header = (records[0] ?? []).map((cell) => cell.toLowerCase());
  const unknown = header.slice(2).filter((name) => !(OPTIONAL as readonly string[]).includes(name));
  if (header[0] !== 'name' || header[1] !== 'state' || unknown.length > 0)
    return {
      error: `The first line must be the header name,state, then any of ${OPTIONAL.join(', ')}.`,
    };
  const body = records.slice(1);
  if (body.length === 0) return { error: 'The CSV has a header but no cities.' };
  if (body.length > MAX_CITY_IMPORT_ROWS)
    return {
      error: `The CSV has ${body.length} rows; import at most ${MAX_CITY_IMPORT_ROWS} at a time.`,
    };

  let featured = await countFeaturedCities(db);
  const seen = new Map<string, number>();
  const rows: CityImportRow[] = [];
  const cities: CityData[] = [];
  for (const [index, record] of body.entries()) {
    const cell = (name: string) => record[header.indexOf(name)] ?? '';
    const line = index + 2;
    const name = cell('name');
    const slug = citySlugFromName(name);
    const row = { line, name, state: cell('state'), slug, problem: '' };
    rows.push(row);
    const featuredCell = cell('featured').toLowerCase();
    if (!YES.has(featuredCell) && !NO.has(featuredCell)) {
      row.problem = 'Write yes or no under featured';
      continue;
    }
    const parsed = citySchema.safeParse({
      name,
      state: row.state,
      slug,
      description: '',
      image: cell('image'),
      latitude: cell('latitude'),
      longitude: cell('longitude'),
      featured: YES.has(featuredCell),
      nearby_areas: cell('areas'),
    });
    if (!parsed.success) {
      row.problem = importProblem(parsed.error.issues[0]!);
      continue;
    }
    row.problem = await slugProblem(db, slug, seen.get(slug));
    if (!row.problem && parsed.data.featured && ++featured > FEATURED_CITY_LIMIT)
      row.problem = `The home page shows ${FEATURED_CITY_LIMIT} cities; this one would be one too many`;
    if (row.problem) continue;
    seen.set(slug, line);
    cities.push(parsed.data);
  }
  return { rows, cities };
}

/** The CSV column a schema field is read from: a city's slug is made from its name. */
const COLUMN_OF_FIELD: Record<string, string> = { slug: 'name', nearby_areas: 'areas' };

/** The schema's own words, but a missing value names the CSV column to fill in. */
function importProblem(issue: { path: PropertyKey[]; message: string }): string {
  if (issue.message !== REQUIRED_FIELDS_MESSAGE) return issue.message;
  const field = String(issue.path[0] ?? 'name');
  return `Fill in the ${COLUMN_OF_FIELD[field] ?? field} column`;
}

async function slugProblem(db: DB, slug: string, earlierLine?: number): Promise<string> {
  if (earlierLine) return `The same city as line ${earlierLine}`;
  const builtIn = citySlugAliases.get(slug);
  if (builtIn) return `Its address /${slug} already redirects to /${builtIn}`;
  const owner = await citySlugOwner(db, slug);
  if (owner?.kind === 'city') return `${owner.name} is already a city`;
  if (owner?.kind === 'alias') return `Its address was ${owner.name}'s before a rename`;
  return '';
}
