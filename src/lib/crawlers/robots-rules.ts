import type { MetadataRoute } from 'next';

import type { BotPolicy, CrawlerPolicy } from '../validation/crawler-policy';
import { KNOWN_BOTS } from './bots';

// robots.txt from the crawler policy: every crawler may read the public site; a bot set to
// "pages only" is kept from images, feeds and URLs with a query; a bot set to "disallow" from all.
// A bot left at "allow" has no group of its own, so it follows the one for every crawler.

type Rule = Extract<MetadataRoute.Robots['rules'], unknown[]>[number];

const NOT_PUBLIC = ['/admin', '/api'];
/** What a "pages only" bot may not read: uploaded and generated images, the feed, query URLs. */
export const NOT_PAGES = ['/uploads/', '/og/', '/blog/feed.xml', '/*?'];

function ruleFor(token: string, policy: BotPolicy): Rule | null {
  if (policy === 'all') return null;
  if (policy === 'none') return { userAgent: token, disallow: '/' };
  return { userAgent: token, allow: '/', disallow: [...NOT_PUBLIC, ...NOT_PAGES] };
}

export function robotsRules(policy: CrawlerPolicy): Rule[] {
  const groups = [
    ...KNOWN_BOTS.map((bot) => ruleFor(bot.token, policy.policies[bot.id] ?? 'all')),
    ...policy.custom.map((bot) => ruleFor(bot.token, bot.policy)),
  ].filter((rule): rule is Rule => rule !== null);
  return [{ userAgent: '*', allow: '/', disallow: NOT_PUBLIC }, ...groups];
}
