// How much of a city page's own text its most similar sibling (a page of the same service in
// another city) shares: the Jaccard similarity of their 5-word shingles, with each page's city,
// state and nearby areas read as placeholders, so a page whose only difference is the city's name
// counts as the same text. A page at or above NEAR_DUPLICATE is thin whatever its length: 500
// such pages are doorway pages. The ten seeded cities' pages share 0.50 to 0.76 with their
// closest sibling; a copy with the names swapped shares 1.00. (docs/admin.md, "Doorway guard")

export const SHINGLE_WORDS = 5;
export const NEAR_DUPLICATE = 0.8;

export type SimilarityPage = {
  introParagraph: string;
  servicesOffered: ReadonlyArray<{ title: string; description: string }>;
  faq: ReadonlyArray<{ question: string; answer: string }>;
  key: string;
  /** Pages are compared within a group: one service's pages. */
  group: string;
  place: { city: string; state: string; areas?: string };
};

export type Closest = { similarity: number; key: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function ownText(page: SimilarityPage): string {
  let text = [
    page.introParagraph,
    ...page.servicesOffered.flatMap((s) => [s.title, s.description]),
    ...page.faq.flatMap((f) => [f.question, f.answer]),
  ].join(' ');
  const names = [
    [page.place.city, 'placecity'],
    [page.place.state, 'placestate'],
    ...(page.place.areas ?? '')
      .split(',')
      .map((area) => area.trim())
      .filter(Boolean)
      .map((area) => [area, 'placearea']),
  ].sort(([a], [b]) => b!.length - a!.length);
  for (const [name, token] of names)
    if (name) text = text.replace(new RegExp(escape(name), 'giu'), ` ${token} `);
  return text.toLowerCase();
}

/** FNV-1a, 32 bits: a shingle as a number. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A page's own text as compared (names read as placeholders), as one number: it changed or not. */
export const ownTextHash = (page: SimilarityPage): number => hash(ownText(page));

export function shingles(page: SimilarityPage): Set<number> {
  const words = (ownText(page).match(/[\p{L}\p{N}]+/gu) ?? []).map(hash);
  const set = new Set<number>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i++) {
    let h = 0x811c9dc5;
    for (let k = i; k < i + SHINGLE_WORDS; k++) h = Math.imul(h ^ words[k]!, 0x01000193);
    set.add(h >>> 0);
  }
  return set;
}

export function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

// MinHash (32 hash functions) finds each page's likeliest closest siblings among hundreds
// quickly; the exact similarity is then measured for the best few.
export const HASHES = 32;
const MULTIPLIERS = Uint32Array.from({ length: HASHES }, (_, i) => hash(`a${i}`) | 1);
const OFFSETS = Uint32Array.from({ length: HASHES }, (_, i) => hash(`b${i}`));
const CANDIDATES = 3;

export function signature(set: ReadonlySet<number>): Uint32Array {
  const mins = new Uint32Array(HASHES).fill(0xffffffff);
  for (const x of set) {
    for (let i = 0; i < HASHES; i++) {
      const v = (Math.imul(MULTIPLIERS[i]!, x) + OFFSETS[i]!) >>> 0;
      if (v < mins[i]!) mins[i] = v;
    }
  }
  return mins;
}

/** How many of the two signatures' MinHash values agree, of HASHES. */
export function estimate(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < HASHES; i++) if (a[i] === b[i]) same++;
  return same;
}

/** Each page's most similar sibling in its group and how much they share; none for a lone page. */
export function closestSiblings(pages: readonly SimilarityPage[]): Map<string, Closest> {
  const groups = new Map<
    string,
    Array<{ key: string; set: Set<number>; signature: Uint32Array }>
  >();
  for (const page of pages) {
    const set = shingles(page);
    const group = groups.get(page.group) ?? [];
    group.push({ key: page.key, set, signature: signature(set) });
    groups.set(page.group, group);
  }
  const closest = new Map<string, Closest>();
  for (const members of groups.values()) {
    for (const one of members) {
      // The few siblings with the most MinHash values in common, then their exact similarity.
      const best: Array<{ index: number; same: number }> = [];
      for (let j = 0; j < members.length; j++) {
        if (members[j] === one) continue;
        const same = estimate(one.signature, members[j]!.signature);
        if (best.length < CANDIDATES || same > best[best.length - 1]!.same) {
          best.push({ index: j, same });
          best.sort((a, b) => b.same - a.same);
          if (best.length > CANDIDATES) best.pop();
        }
      }
      for (const { index } of best) {
        const other = members[index]!;
        const similarity = jaccard(one.set, other.set);
        if (similarity > (closest.get(one.key)?.similarity ?? -1))
          closest.set(one.key, { similarity, key: other.key });
      }
    }
  }
  return closest;
}
