// Google Search Central's rules for the structured-data types an Indian small business uses, one
// node at a time: for this site's own pages (json-ld-rules.ts adds the rules of its own graph) and
// for a prospect's site (the free SEO audit). Each problem names its rule, so a report can group
// them.

export type JsonLdNode = Record<string, unknown>;

export type NodeRule =
  | 'context'
  | 'type'
  | 'self-serving-review'
  | 'offer-price'
  | 'faq'
  | 'breadcrumbs'
  | 'article'
  | 'local-business'
  | 'product';

export type NodeProblem = { rule: NodeRule; message: string };

/** LocalBusiness and the subtypes small businesses use: Google asks each for a name and address. */
const LOCAL_BUSINESS_TYPES = new Set([
  'LocalBusiness',
  'ProfessionalService',
  'Store',
  'Restaurant',
  'MedicalBusiness',
  'Dentist',
  'HomeAndConstructionBusiness',
  'LegalService',
  'FinancialService',
  'RealEstateAgent',
  'AutomotiveBusiness',
]);
/** Reviews or a rating of these on their own site are self-serving (not shown by Google). */
const BUSINESS_TYPES = new Set([
  ...LOCAL_BUSINESS_TYPES,
  'Organization',
  'Corporation',
  'EducationalOrganization',
]);
const ARTICLE_TYPES = new Set(['Article', 'NewsArticle', 'BlogPosting']);

export const typesOf = (node: JsonLdNode) =>
  [node['@type']].flat().filter((t): t is string => typeof t === 'string');
export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
export const isIsoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value);
const isSchemaOrg = (context: unknown) =>
  typeof context === 'string' && /^https?:\/\/schema\.org\/?$/.test(context);
const isBusiness = (node: JsonLdNode) => typesOf(node).some((t) => BUSINESS_TYPES.has(t));
// Google reads a price as a number, or text holding only one ("1499.00"), never "₹1,499".
const isPrice = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));

/**
 * The nodes of a parsed block: the block itself or each of an array, and each node of an
 * `@graph`, which takes the block's `@context`.
 */
export function nodesOfBlock(value: unknown): JsonLdNode[] {
  return [value].flat().flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const node = item as JsonLdNode;
    if (!Array.isArray(node['@graph'])) return [node];
    return (node['@graph'] as unknown[])
      .filter((child): child is JsonLdNode => !!child && typeof child === 'object')
      .map((child) => ({ '@context': node['@context'], ...child }));
  });
}

function articleProblems(node: JsonLdNode, type: string): string[] {
  const problems: string[] = [];
  const headline = textOf(node.headline);
  if (!headline || headline.length > 110) problems.push('a headline of 1 to 110 characters');
  if (!node.image) problems.push(`a ${type} has no image`);
  if (!isIsoDate(node.datePublished) || !isIsoDate(node.dateModified))
    problems.push(`a ${type} needs ISO 8601 datePublished and dateModified`);
  return problems;
}

export const isLocalBusiness = (node: JsonLdNode) =>
  typesOf(node).some((t) => LOCAL_BUSINESS_TYPES.has(t));

/**
 * What Google asks of a LocalBusiness: a name and a street address. Not among this site's own rules,
 * which leave the address out when the owner gave none rather than make one up.
 */
export function localBusinessProblems(node: JsonLdNode): NodeProblem[] {
  if (!isLocalBusiness(node)) return [];
  const name = typesOf(node).join(',');
  const problems: NodeProblem[] = [];
  if (!node.name) problems.push({ rule: 'local-business', message: `${name} has no name` });
  if (!(node.address as JsonLdNode | undefined)?.streetAddress && !textOf(node.address))
    problems.push({ rule: 'local-business', message: `${name} has no street address` });
  return problems;
}

/** Every rule the node breaks; [] when it keeps them all. */
export function nodeProblems(node: JsonLdNode): NodeProblem[] {
  const problems: NodeProblem[] = [];
  const say = (rule: NodeRule, message: string) => problems.push({ rule, message });
  const types = typesOf(node);
  const name = types.join(',') || 'a node';
  if (!isSchemaOrg(node['@context'])) say('context', `${name} has no schema.org @context`);
  if (types.length === 0) say('type', 'a node has no @type');
  if (isBusiness(node) && ('review' in node || 'aggregateRating' in node))
    say('self-serving-review', `${name} carries reviews or a rating of the business by itself`);
  const reviewed = node.itemReviewed as JsonLdNode | undefined;
  if ((types.includes('Review') || types.includes('AggregateRating')) && reviewed)
    if (isBusiness(reviewed))
      say('self-serving-review', `${name} reviews a business on its own site`);
  for (const offer of [node.offers ?? []].flat() as JsonLdNode[])
    if (!isPrice(offer.price) || !/^[A-Z]{3}$/.test(textOf(offer.priceCurrency)))
      say('offer-price', `${name} has an Offer without a numeric price and an ISO 4217 currency`);
  if (types.includes('FAQPage')) {
    const questions = [node.mainEntity ?? []].flat() as JsonLdNode[];
    if (questions.length === 0) say('faq', 'an FAQPage has no question');
    for (const q of questions)
      if (!q.name || !(q.acceptedAnswer as JsonLdNode | undefined)?.text)
        say('faq', 'an FAQ question lacks its name or answer');
  }
  if (types.includes('BreadcrumbList')) {
    const items = [node.itemListElement ?? []].flat() as JsonLdNode[];
    const numbered = items.every(
      (item, i) => item.position === i + 1 && item.name && (item.item || i === items.length - 1),
    );
    if (items.length === 0 || !numbered)
      say('breadcrumbs', 'breadcrumbs numbered from 1, each named');
  }
  const article = types.find((t) => ARTICLE_TYPES.has(t));
  if (article) for (const message of articleProblems(node, article)) say('article', message);
  if (types.includes('Product') && !node.offers && !node.review && !node.aggregateRating)
    say('product', 'a Product has no offers, review or aggregateRating');
  return problems;
}
