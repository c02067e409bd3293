// The rules the site's structured data keeps, after Google Search Central's documentation for each
// type it uses (README, "Structured data"). Checked over every page at once: some rules are about
// the site as a whole (one organisation node, a question marked up on one page only).

import { faqKey, organizationId, websiteId } from './json-ld';

type Node = Record<string, unknown>;

/** A page's JSON-LD: each block's text as served, so a block that does not parse is a finding. */
export type PageJsonLd = { path: string; blocks: string[] };

const businessTypes = new Set(['Organization', 'LocalBusiness', 'ProfessionalService']);
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value);
const typesOf = (node: Node) => [node['@type']].flat().filter((t) => typeof t === 'string');
const idOf = (value: unknown) => (value as Node | undefined)?.['@id'];
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function nodesOf(page: PageJsonLd, problems: string[]): Node[] {
  const nodes: Node[] = [];
  for (const block of page.blocks) {
    try {
      nodes.push(...[JSON.parse(block) as Node | Node[]].flat());
    } catch {
      problems.push(`${page.path}: a JSON-LD block does not parse`);
    }
  }
  return nodes;
}

/** What breaks a rule on one page, with the page's path. */
function pageProblems(path: string, nodes: Node[], siteUrl: string): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${path}: ${message}`);
  const organization = organizationId(siteUrl);
  for (const node of nodes) {
    const types = typesOf(node);
    const name = types.join(',') || 'a node';
    if (node['@context'] !== 'https://schema.org') say(`${name} has no schema.org @context`);
    if (types.length === 0) say('a node has no @type');
    if (types.some((t) => businessTypes.has(t)) && ('review' in node || 'aggregateRating' in node))
      say(`${name} carries reviews or a rating of the business by itself`);
    if (
      (types.includes('Review') || types.includes('AggregateRating')) &&
      idOf(node.itemReviewed) === organization
    )
      say(`${name} reviews the business by itself`);
    if (types.includes('Service') && idOf(node.provider) !== organization)
      say('a Service is not provided by the organisation');
    if (types.includes('Service') && !node.areaServed) say('a Service names no area served');
    for (const offer of [node.offers ?? []].flat() as Node[])
      if (typeof offer.price !== 'number' || !/^[A-Z]{3}$/.test(text(offer.priceCurrency)))
        say(`${name} has an Offer without a numeric price and an ISO 4217 currency`);
    if (types.includes('BlogPosting')) problems.push(...blogPostingProblems(path, node, siteUrl));
    if (types.includes('BreadcrumbList')) problems.push(...breadcrumbProblems(path, node));
    if (types.includes('FAQPage')) {
      const questions = (node.mainEntity as Node[] | undefined) ?? [];
      if (questions.length === 0) say('an FAQPage has no question');
      for (const q of questions)
        if (!q.name || !(q.acceptedAnswer as Node | undefined)?.text)
          say('an FAQ question lacks its name or answer');
    }
  }
  const organizations = nodes.filter((n) => n['@id'] === organization && n['@type']);
  if (organizations.length !== 1) say(`${organizations.length} organisation nodes, not 1`);
  if (path === '/') {
    const site = nodes.find((n) => typesOf(n).includes('WebSite'));
    if (!site || site['@id'] !== websiteId(siteUrl) || idOf(site.publisher) !== organization)
      say('the home page has no WebSite node published by the organisation');
  }
  if (/^\/author\/[^/]+$/.test(path)) {
    const profile = nodes.find((n) => typesOf(n).includes('ProfilePage'));
    const person = profile?.mainEntity as Node | undefined;
    if (!person || !typesOf(person).includes('Person') || !person.name)
      say('an author page has no ProfilePage with the Person as its main entity');
  }
  return problems;
}

function blogPostingProblems(path: string, node: Node, siteUrl: string): string[] {
  const problems: string[] = [];
  const headline = text(node.headline);
  if (!headline || headline.length > 110)
    problems.push(`${path}: a headline of 1 to 110 characters`);
  if (!node.image) problems.push(`${path}: a BlogPosting has no image`);
  if (!isIsoDate(node.datePublished) || !isIsoDate(node.dateModified))
    problems.push(`${path}: a BlogPosting needs ISO 8601 datePublished and dateModified`);
  const author = node.author as Node | undefined;
  if (!author?.name || !author.url)
    problems.push(`${path}: a BlogPosting's author needs a name and url`);
  if (idOf(node.publisher) !== organizationId(siteUrl))
    problems.push(`${path}: a BlogPosting is not published by the organisation`);
  return problems;
}

function breadcrumbProblems(path: string, node: Node): string[] {
  const items = (node.itemListElement as Node[] | undefined) ?? [];
  const numbered = items.every((item, i) => item.position === i + 1 && item.name && item.item);
  return items.length > 0 && numbered ? [] : [`${path}: breadcrumbs numbered from 1, each named`];
}

/** Every rule broken across these pages; [] when the site keeps them all. */
export function jsonLdProblems(pages: readonly PageJsonLd[], siteUrl: string): string[] {
  const problems: string[] = [];
  const organizationNodes = new Map<string, string>();
  const questionPages = new Map<string, string[]>();
  for (const page of pages) {
    const nodes = nodesOf(page, problems);
    problems.push(...pageProblems(page.path, nodes, siteUrl));
    for (const node of nodes) {
      if (node['@id'] === organizationId(siteUrl) && node['@type'])
        organizationNodes.set(JSON.stringify(node), page.path);
      if (!typesOf(node).includes('FAQPage')) continue;
      for (const q of (node.mainEntity as Node[] | undefined) ?? []) {
        const key = faqKey(text(q.name));
        questionPages.set(key, [...(questionPages.get(key) ?? []), page.path]);
      }
    }
  }
  if (organizationNodes.size > 1)
    problems.push(
      `the organisation node differs between pages: ${[...organizationNodes.values()].join(', ')}`,
    );
  for (const [question, paths] of questionPages)
    if (paths.length > 1)
      problems.push(`the FAQ question "${question}" is marked up on ${paths.join(', ')}`);
  return problems;
}
