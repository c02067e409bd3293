// The audit's steps as it records them (seo-audit/read-site.ts), in the visitor's words.

const stepText: Record<string, string> = {
  home: 'Read your home page and its http:// address',
  robots: 'Read your robots.txt',
  sitemap: 'Read your sitemap',
  links: 'Checked the links on the pages read',
  pagespeed: 'Asked Google PageSpeed Insights about your home page',
};

/** Each step done, in order; the pages read are counted. */
export function progressLines(steps: readonly string[]): string[] {
  let pages = 0;
  return steps.map((step) => (step === 'page' ? `Read page ${++pages}` : (stepText[step] ?? step)));
}
