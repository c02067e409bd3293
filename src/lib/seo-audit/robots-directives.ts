// Whether Google may list a page, from what it obeys there: the robots and googlebot meta tags and
// the X-Robots-Tag header, for every crawler or named for Googlebot. noindex and none keep the page
// out; a directive named for another crawler does not.

const KEEPS_OUT = /^(noindex|none)$/i;
/** Directives written "name: value" that do not name a crawler. */
const NOT_CRAWLERS = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/** The directives of an X-Robots-Tag header that Google's web crawler obeys, lower case. */
export function headerDirectivesForGoogle(header: string): string[] {
  const directives: string[] = [];
  let crawler: string | null = null;
  for (const part of header.split(',')) {
    let value = part.trim();
    const named = /^([a-z][\w-]*)\s*:\s*(.*)$/i.exec(value);
    if (named && !NOT_CRAWLERS.has(named[1]!.toLowerCase())) {
      crawler = named[1]!.toLowerCase();
      value = named[2]!.trim();
    }
    if (value && (crawler === null || crawler === 'googlebot'))
      directives.push(value.toLowerCase());
  }
  return directives;
}

export type RobotsSignals = { robotsMeta: string; googlebotMeta: string; xRobotsTag: string };

const keepsOut = (directives: string[]) => directives.some((d) => KEEPS_OUT.test(d.trim()));

/** What keeps the page out of Google's results, in the words of the report, or null if nothing. */
export function googleNoindexReason(page: RobotsSignals): string | null {
  if (keepsOut(page.robotsMeta.split(','))) return 'has a robots meta noindex';
  if (keepsOut(page.googlebotMeta.split(','))) return 'has a googlebot meta noindex';
  if (keepsOut(headerDirectivesForGoogle(page.xRobotsTag)))
    return `sends X-Robots-Tag: ${page.xRobotsTag}`;
  return null;
}
