// The rules the site's structured data keeps, after Google Search Central's documentation for each
// type it uses (README, "Structured data"). Checked over every page at once: some rules are about
// the site as a whole (one organisation node, a question marked up on one page only).

import { GEO_DECIMALS, hasGeoPrecision } from './geo-precision';
import { faqKey, organizationId, websiteId } from './json-ld';
import { nodeProblems, nodesOfBlock, textOf, typesOf, type JsonLdNode } from './json-ld-node-rules';

type Node = JsonLdNode;

/** A page's JSON-LD: each block's text as served, so a block that does not parse is a finding. */
export type PageJsonLd = { path: string; blocks: string[] };

const idOf = (value: unknown) => (value as Node | undefined)?.['@id'];

function nodesOf(page: PageJsonLd, problems: string[]): Node[] {
  const nodes: Node[] = [];
  for (const block of page.blocks) {
    try {
      nodes.push(...nodesOfBlock(JSON.parse(block)));
    } catch {
      problems.push(`${page.path}: a JSON-LD block does not parse`);
    }
  }
  return nodes;
}

/** What breaks a rule on one page, with the page's path: Google's (json-ld-node-rules.ts), then the graph's. */
function pageProblems(path: string, nodes: Node[], siteUrl: string): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${path}: ${message}`);
  const organization = organizationId(siteUrl);
  for (const node of nodes) {
    const types = typesOf(node);
    const name = types.join(',') || 'a node';
    for (const problem of nodeProblems(node)) say(problem.message);
    if (
      (types.includes('Review') || types.includes('AggregateRating')) &&
      idOf(node.itemReviewed) === organization
    )
      say(`${name} reviews the business by itself`);
    if (types.includes('Service') && idOf(node.provider) !== organization)
      say('a Service is not provided by the organisation');
    if (types.includes('Service') && !node.areaServed) say('a Service names no area served');
    for (const type of ['BlogPosting', 'Article'])
      if (types.includes(type)) problems.push(...articleProblems(path, type, node, siteUrl));
    geoProblems(path, node, problems);
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

// The site's own rules for its posts and case studies, past Google's: an author page to link to,
// and the organisation as publisher.
function articleProblems(path: string, type: string, node: Node, siteUrl: string): string[] {
  const problems: string[] = [];
  const author = node.author as Node | undefined;
  if (!author?.name || !author.url)
    problems.push(`${path}: a ${type}'s author needs a name and url`);
  if (idOf(node.publisher) !== organizationId(siteUrl))
    problems.push(`${path}: a ${type} is not published by the organisation`);
  // Many validators do not follow an @id: the publisher is named beside it.
  const publisher = node.publisher as Node | undefined;
  if (!publisher?.name || !publisher.logo)
    problems.push(`${path}: a ${type}'s publisher has no name and logo beside its id`);
  return problems;
}

/** Coordinates anywhere in the node, to Google's precision: at least 5 decimal places. */
function geoProblems(path: string, value: unknown, problems: string[]): void {
  if (Array.isArray(value)) return value.forEach((item) => geoProblems(path, item, problems));
  if (!value || typeof value !== 'object') return;
  const node = value as Node;
  if (typesOf(node).includes('GeoCoordinates')) {
    if (!hasGeoPrecision(node.latitude) || !hasGeoPrecision(node.longitude))
      problems.push(
        `${path}: coordinates ${String(node.latitude)}, ${String(node.longitude)} have fewer than ${GEO_DECIMALS} decimal places`,
      );
    return;
  }
  for (const child of Object.values(node)) geoProblems(path, child, problems);
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
        const key = faqKey(textOf(q.name));
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
