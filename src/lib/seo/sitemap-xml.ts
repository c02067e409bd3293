// The URLs and lastmods of a sitemap as the site writes it (<url><loc>…</loc><lastmod>…</lastmod>),
// read back by the IndexNow worker.

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export function readSitemapXml(xml: string): Array<{ url: string; lastModified: string }> {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].flatMap(([, entry]) => {
    const loc = /<loc>([\s\S]*?)<\/loc>/.exec(entry ?? '')?.[1];
    const lastmod = /<lastmod>([\s\S]*?)<\/lastmod>/.exec(entry ?? '')?.[1];
    return loc ? [{ url: unescape(loc.trim()), lastModified: lastmod?.trim() ?? '' }] : [];
  });
}
