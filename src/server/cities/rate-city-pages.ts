import 'server-only';

import {
  jaccard,
  ownTextHash,
  shingles,
  signature,
  type SimilarityPage,
} from '@/lib/cities/page-similarity';
import { SimilarityIndex } from '@/lib/cities/similarity-index';

import type { DB } from '../db/schema';
import {
  listCityPageRatings,
  saveCityPageRatings,
  type StoredRating,
} from '../queries/city-page-ratings';
import { listCityPages } from '../queries/city-pages';

// The doorway guard's ratings, kept up to date off the request path: a pass reads the pages,
// finds those whose own text changed since they were rated, compares each only with the siblings
// its MinHash bands name (lib/cities/similarity-index.ts), and re-rates the pages whose closest
// sibling changed or went. The work is cut in slices of a few milliseconds with the event loop
// free between them, so requests are answered while a pass over thousands of pages runs.

const SLICE_MS = 8;

type Page = SimilarityPage & { updatedAt: string };
export type RatingPass = { pages: number; changed: number; written: number; ms: number };

type Phase = 'reading' | 'comparing' | 'writing';
const holder: { phase: Phase | null } = { phase: null };
/** What a pass in this process is doing, if one runs (tests show requests answered meanwhile). */
export const ratingPassPhase = () => holder.phase;

/** Resolves after the event loop has served what was waiting: requests, timers, I/O. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `each` over the items in slices of SLICE_MS, letting the event loop run between them. */
async function sliced<T>(items: Iterable<T>, each: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    each(item);
    if (performance.now() - sliceStart > SLICE_MS) {
      await breathe();
      sliceStart = performance.now();
    }
  }
}

async function readPages(db: DB): Promise<Page[]> {
  const [pages, cities] = await Promise.all([
    listCityPages(db),
    db.selectFrom('cities').select(['slug', 'nearby_areas']).execute(),
  ]);
  const areas = new Map(cities.map((city) => [city.slug, city.nearby_areas]));
  return pages.map((page) => ({
    ...page,
    key: page.id,
    group: page.serviceSlug,
    place: { city: page.city.name, state: page.city.state, areas: areas.get(page.city.slug) },
  }));
}

/** One pass: rates what changed since the last, writes it, and says how much it did. */
export async function rateCityPages(db: DB): Promise<RatingPass> {
  const started = performance.now();
  holder.phase = 'reading';
  try {
    const [pages, stored] = await Promise.all([readPages(db), listCityPageRatings(db)]);
    const previous = new Map(stored.map((rating) => [rating.pageId, rating]));
    const byKey = new Map(pages.map((page) => [page.key, page]));
    const removed = stored.filter((r) => !byKey.has(r.pageId)).map((r) => r.pageId);

    holder.phase = 'comparing';
    const hashes = new Map<string, string>();
    await sliced(pages, (page) => hashes.set(page.key, ownTextHash(page).toString(16)));
    const changed = pages.filter(
      (page) => previous.get(page.key)?.textHash !== hashes.get(page.key),
    );
    const changedKeys = new Set(changed.map((page) => page.key));

    const sets = new Map<string, Set<number>>();
    const setOf = (key: string) => {
      let set = sets.get(key);
      if (!set) sets.set(key, (set = shingles(byKey.get(key)!)));
      return set;
    };
    const signatures = new Map<string, Uint32Array>();
    await sliced(pages, (page) => {
      const kept = previous.get(page.key);
      signatures.set(
        page.key,
        changedKeys.has(page.key) || !kept
          ? signature(setOf(page.key))
          : decodeSignature(kept.signature),
      );
    });
    const index = new SimilarityIndex();
    await sliced(pages, (page) =>
      index.add({ key: page.key, group: page.group, signature: signatures.get(page.key)! }),
    );

    // Rated again: the changed pages, and those whose closest sibling changed or went.
    const gone = new Set([...changedKeys, ...removed]);
    const affected = pages.filter(
      (page) => changedKeys.has(page.key) || gone.has(previous.get(page.key)?.closestPageId ?? ''),
    );
    const result = new Map<string, { similarity: number; closest: string | null }>();
    const current = (key: string) =>
      result.get(key) ?? {
        similarity: previous.get(key)?.similarity ?? 0,
        closest: previous.get(key)?.closestPageId ?? null,
      };
    await sliced(affected, (page) => {
      let best: { similarity: number; closest: string | null } = { similarity: 0, closest: null };
      for (const other of index.candidates(page.key)) {
        const similarity = jaccard(setOf(page.key), setOf(other));
        if (similarity > best.similarity) best = { similarity, closest: other };
        // A changed page may now be a sibling's closest.
        if (changedKeys.has(page.key) && similarity > current(other).similarity)
          result.set(other, { similarity, closest: page.key });
      }
      result.set(page.key, best);
    });

    // Saved again with the same text (a template's page saved in its editor): still rated.
    for (const page of pages) {
      const kept = previous.get(page.key);
      if (kept && !result.has(page.key) && kept.pageUpdatedAt !== page.updatedAt)
        result.set(page.key, { similarity: kept.similarity, closest: kept.closestPageId });
    }
    const ratings: StoredRating[] = [...result].map(([key, rating]) => {
      const page = byKey.get(key)!;
      return {
        pageId: key,
        textHash: hashes.get(key)!,
        signature: encodeSignature(signatures.get(key)!),
        similarity: rating.similarity,
        closestPageId: rating.closest,
        pageUpdatedAt: page.updatedAt,
      };
    });
    holder.phase = 'writing';
    await saveCityPageRatings(db, ratings, removed);
    return {
      pages: pages.length,
      changed: changed.length,
      written: ratings.length + removed.length,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    holder.phase = null;
  }
}

const encodeSignature = (values: Uint32Array): string =>
  Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');

function decodeSignature(text: string): Uint32Array {
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  return new Uint32Array(bytes.buffer, 0, bytes.byteLength / 4);
}
