// The paths of the site's pages as last read (site-pages.ts reads them inside Next.js, where the
// catalogue's cached reads run), kept on globalThis: the request pipeline, bundled apart and run
// before Next.js sees a request, reads them here (pipeline/plain-not-found.ts).

export const SITE_PAGES_FRESH_MS = 30_000;

export type KnownSitePages = { paths: Promise<ReadonlySet<string>>; at: number };

const key = Symbol.for('site.site-pages');
const holder = globalThis as typeof globalThis & { [key]?: KnownSitePages | null };

export function knownSitePages(): KnownSitePages | null {
  return holder[key] ?? null;
}

export function isFresh(known: KnownSitePages | null, now = Date.now()): known is KnownSitePages {
  return known !== null && now - known.at <= SITE_PAGES_FRESH_MS;
}

export function rememberSitePages(known: KnownSitePages | null): void {
  holder[key] = known;
}
