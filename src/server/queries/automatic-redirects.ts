import 'server-only';

import type { DB } from '../db/schema';
import { toIso } from '../db/values';

// The redirects a rename made: the old slugs of cities, services and authors (slug_aliases),
// which the request pipeline answers with a 301 (pipeline/redirect.ts). Listed beside the redirect manager's own
// rules, and removable like them.

export type AliasKind = 'city' | 'service' | 'author';
export const ALIAS_KINDS: readonly AliasKind[] = ['city', 'service', 'author'];

export type AutomaticRedirect = {
  kind: AliasKind;
  alias: string;
  /** The old address, as the 301 takes it ('*' for any service of a city). */
  source: string;
  target: string;
  /** What made it: 'Renamed the city Navi Mumbai'. */
  madeBy: string;
  createdAt: string;
};

const NOUNS: Record<AliasKind, string> = { city: 'city', service: 'service', author: 'author' };

function addresses(kind: AliasKind, alias: string, slug: string) {
  if (kind === 'city') return { source: `/services/*/${alias}`, target: `/services/*/${slug}` };
  if (kind === 'service') return { source: `/services/${alias}`, target: `/services/${slug}` };
  return { source: `/author/${alias}`, target: `/author/${slug}` };
}

export async function listAutomaticRedirects(db: DB): Promise<AutomaticRedirect[]> {
  const [cities, services, authors] = await Promise.all([
    db
      .selectFrom('slug_aliases as a')
      .innerJoin('cities as c', 'c.id', 'a.target_id')
      .select(['a.kind', 'a.alias', 'a.created_at', 'c.name', 'c.slug'])
      .where('a.kind', '=', 'city')
      .execute(),
    db
      .selectFrom('slug_aliases as a')
      .innerJoin('service_details as s', 's.id', 'a.target_id')
      .select([
        'a.kind',
        'a.alias',
        'a.created_at',
        's.service_name as name',
        's.service_slug as slug',
      ])
      .where('a.kind', '=', 'service')
      .execute(),
    db
      .selectFrom('slug_aliases as a')
      .innerJoin('authors as p', 'p.id', 'a.target_id')
      .select(['a.kind', 'a.alias', 'a.created_at', 'p.name', 'p.slug'])
      .where('a.kind', '=', 'author')
      .execute(),
  ]);
  return [...cities, ...services, ...authors]
    .map((row) => ({
      kind: row.kind,
      alias: row.alias,
      ...addresses(row.kind, row.alias, row.slug),
      madeBy: `Renamed the ${NOUNS[row.kind]} ${row.name}`,
      createdAt: toIso(row.created_at),
    }))
    .sort((a, b) => a.source.localeCompare(b.source));
}

/** Removes a rename's redirect: the old address then answers as any unknown one does. */
export async function deleteAutomaticRedirect(
  db: DB,
  kind: AliasKind,
  alias: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('slug_aliases')
    .where('kind', '=', kind)
    .where('alias', '=', alias)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
