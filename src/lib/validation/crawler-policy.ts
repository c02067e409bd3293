import './zod-config';

import { z } from 'zod';

import { KNOWN_BOTS, namesBrowsers } from '../crawlers/bots';
import { requiredLine } from './text-fields';

// What each crawler and AI bot may read, as robots.txt tells it, and whether /llms.txt is served:
// one schema for the crawlers screen and its API.

/** all: what any crawler may read; pages: the pages only, not images, feeds or query URLs; none. */
export const BOT_POLICIES = ['all', 'pages', 'none'] as const;
export type BotPolicy = (typeof BOT_POLICIES)[number];

export const botPolicyLabels: Record<BotPolicy, string> = {
  all: 'Allow',
  pages: 'Pages only',
  none: 'Disallow',
};

export const CUSTOM_BOT_LIMIT = 20;
const policy = z.enum(BOT_POLICIES, { message: 'Choose what the bot may read' });
const knownTokens = new Set(KNOWN_BOTS.map((bot) => bot.token.toLowerCase()));

export const crawlerPolicySchema = z
  .object({
    /** By known bot id; a bot left out may read what any crawler may. */
    policies: z.record(z.string().max(40), policy),
    custom: z
      .array(
        z.object({
          name: requiredLine(40, 'the name'),
          token: z
            .string()
            .trim()
            .regex(
              /^[A-Za-z][A-Za-z0-9._-]{1,39}$/,
              'Give the word its user agent says, e.g. Amazonbot: letters, digits, . _ or -',
            ),
          policy,
        }),
      )
      .max(CUSTOM_BOT_LIMIT, `Please keep to ${CUSTOM_BOT_LIMIT} bots`),
    /** Serve /llms.txt, made from the services, cities and posts. */
    llms_txt: z.boolean(),
    /** Confirm the hits of crawlers that document a reverse DNS check (a lookup per address). */
    confirm_crawlers: z.boolean().default(false),
    /** IndexNow's key; empty: no notices. */
    indexnow_key: z
      .string()
      .trim()
      .regex(
        /^([A-Za-z0-9-]{8,128})?$/,
        'A key is 8 to 128 letters, digits or hyphens: Generate makes one',
      )
      .default(''),
  })
  .superRefine((data, ctx) => {
    const seen = new Set<string>();
    data.custom.forEach((bot, index) => {
      const token = bot.token.toLowerCase();
      if (knownTokens.has(token) || seen.has(token))
        ctx.addIssue({
          code: 'custom',
          path: ['custom', index, 'token'],
          message: 'That bot is listed already',
        });
      else if (namesBrowsers(token))
        ctx.addIssue({
          code: 'custom',
          path: ['custom', index, 'token'],
          message: 'Browsers say that word too: every visitor would count as this bot',
        });
      seen.add(token);
    });
  });

export type CrawlerPolicyInput = z.input<typeof crawlerPolicySchema>;
export type CrawlerPolicy = z.output<typeof crawlerPolicySchema>;

export const defaultCrawlerPolicy: CrawlerPolicy = {
  policies: {},
  custom: [],
  llms_txt: false,
  confirm_crawlers: false,
  indexnow_key: '',
};
