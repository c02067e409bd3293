import { estimate, HASHES } from './page-similarity';

// MinHash LSH: a page's signature cut into BANDS bands of ROWS values; two pages that agree on a
// whole band are candidates. Two pages sharing 80% of their shingles are candidates with a chance
// of 0.985, at 50% 0.40, at 30% 0.06: a change is compared with the pages it may be close to, not
// with every sibling. A band shared by many pages (a template's copies) is sampled: its first
// BUCKET_SAMPLE members stand for it, so a change costs at most BANDS x BUCKET_SAMPLE estimates.

export const BANDS = 8;
const ROWS = HASHES / BANDS;
const BUCKET_SAMPLE = 64;
/** The candidates whose exact similarity is measured: those with the most MinHash values in common. */
export const CANDIDATES = 3;

export type IndexedPage = { key: string; group: string; signature: Uint32Array };

const bandKeys = (page: IndexedPage) =>
  Array.from({ length: BANDS }, (_, band) => {
    const rows = page.signature.subarray(band * ROWS, (band + 1) * ROWS);
    return `${page.group}|${band}|${rows.join(',')}`;
  });

export class SimilarityIndex {
  private readonly buckets = new Map<string, string[]>();
  private readonly pages = new Map<string, IndexedPage>();

  add(page: IndexedPage): void {
    this.pages.set(page.key, page);
    for (const key of bandKeys(page)) {
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(page.key);
      else this.buckets.set(key, [page.key]);
    }
  }

  /** The siblings (same group) most likely closest to the page, best first. */
  candidates(key: string, limit = CANDIDATES): string[] {
    const page = this.pages.get(key);
    if (!page) return [];
    const seen = new Set<string>([key]);
    const scored: Array<{ key: string; same: number }> = [];
    for (const band of bandKeys(page)) {
      for (const other of (this.buckets.get(band) ?? []).slice(0, BUCKET_SAMPLE)) {
        if (seen.has(other)) continue;
        seen.add(other);
        scored.push({
          key: other,
          same: estimate(page.signature, this.pages.get(other)!.signature),
        });
      }
    }
    return scored
      .sort((a, b) => b.same - a.same)
      .slice(0, limit)
      .map((candidate) => candidate.key);
  }
}
