import { absoluteUrl } from '../utils';

// /llms.txt (llmstxt.org): the site in a few lines an AI assistant can read, a heading, a
// summary and sections of links, made from the same data as the pages.

export type LlmsTxtInput = {
  siteUrl: string;
  business: { name: string; description: string };
  services: ReadonlyArray<{ slug: string; name: string; description: string }>;
  states: ReadonlyArray<{ state: string; slug: string; cities: ReadonlyArray<{ name: string }> }>;
  posts: ReadonlyArray<{ slug: string; title: string; excerpt: string }>;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const link = (name: string, url: string, about?: string) =>
  `- [${oneLine(name).replace(/[[\]]/g, '')}](${url})${about ? `: ${oneLine(about)}` : ''}`;

export function llmsText(input: LlmsTxtInput): string {
  const url = (path: string) => absoluteUrl(input.siteUrl, path);
  const sections: Array<[string, string[]]> = [
    [
      'Services',
      input.services.map((s) => link(s.name, url(`/services/${s.slug}`), s.description)),
    ],
    [
      'Locations',
      input.states.map((s) =>
        link(s.state, url(`/locations/${s.slug}`), s.cities.map((c) => c.name).join(', ')),
      ),
    ],
    ['Blog', input.posts.map((p) => link(p.title, url(`/blog/${p.slug}`), p.excerpt))],
    ['Contact', [link('Contact', url('/contact'), 'The enquiry form, phone and address')]],
  ];
  return [
    `# ${oneLine(input.business.name)}`,
    '',
    `> ${oneLine(input.business.description)}`,
    ...sections
      .filter(([, lines]) => lines.length > 0)
      .flatMap(([title, lines]) => ['', `## ${title}`, '', ...lines]),
    '',
  ].join('\n');
}
