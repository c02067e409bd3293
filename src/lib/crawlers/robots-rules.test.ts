import { describe, expect, it } from 'vitest';

import { crawlerPolicySchema, defaultCrawlerPolicy } from '../validation/crawler-policy';
import { botOf, customBotId, KNOWN_BOTS } from './bots';
import { NOT_PAGES, robotsRules } from './robots-rules';

const everyone = { userAgent: '*', allow: '/', disallow: ['/admin', '/api'] };

describe('the bots', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'googlebot'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'bingbot'],
    ['DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)', 'duckduckbot'],
    ['Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', 'yandexbot'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Applebot/0.1', 'applebot'],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2)', 'gptbot'],
    ['Mozilla/5.0 (compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)', 'oai-searchbot'],
    ['Mozilla/5.0 (compatible; ChatGPT-User/1.0; +https://openai.com/bot)', 'chatgpt-user'],
    ['Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)', 'claudebot'],
    [
      'Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
      'perplexitybot',
    ],
    ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'ccbot'],
    [
      'Mozilla/5.0 (Linux; Android 5.0) (compatible; Bytespider; spider-feedback@bytedance.com)',
      'bytespider',
    ],
    ['Mozilla/5.0 (compatible; Amazonbot/0.1)', customBotId('Amazonbot')],
    ['Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile Safari/537.36', null],
    [undefined, null],
  ])('%s is %s', (userAgent, bot) => {
    expect(botOf(userAgent, [{ name: 'Amazon', token: 'Amazonbot' }])).toBe(bot);
  });
});

describe('robots.txt from the crawler policy', () => {
  it('lets every crawler read the public site while every bot is allowed', () => {
    expect(robotsRules(defaultCrawlerPolicy)).toEqual([everyone]);
  });

  it.each(KNOWN_BOTS.map((bot) => [bot.name, bot] as const))(
    '%s: pages only, then disallowed, in its own group',
    (_name, bot) => {
      const pages = robotsRules({ ...defaultCrawlerPolicy, policies: { [bot.id]: 'pages' } });
      expect(pages).toEqual([
        everyone,
        { userAgent: bot.token, allow: '/', disallow: ['/admin', '/api', ...NOT_PAGES] },
      ]);
      const none = robotsRules({ ...defaultCrawlerPolicy, policies: { [bot.id]: 'none' } });
      expect(none).toEqual([everyone, { userAgent: bot.token, disallow: '/' }]);
    },
  );

  it('writes a group for a bot the owner added, and refuses one listed twice', () => {
    const policy = crawlerPolicySchema.parse({
      policies: { gptbot: 'none', googlebot: 'all' },
      custom: [{ name: 'Amazon', token: 'Amazonbot', policy: 'none' }],
      llms_txt: false,
    });
    expect(robotsRules(policy)).toEqual([
      everyone,
      { userAgent: 'GPTBot', disallow: '/' },
      { userAgent: 'Amazonbot', disallow: '/' },
    ]);
    const twice = crawlerPolicySchema.safeParse({
      policies: {},
      custom: [
        { name: 'A', token: 'Amazonbot', policy: 'none' },
        { name: 'B', token: 'amazonbot', policy: 'all' },
        { name: 'C', token: 'GPTBot', policy: 'all' },
        { name: 'D', token: 'two words', policy: 'all' },
      ],
      llms_txt: false,
    });
    expect(twice.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'custom.3.token',
        'Give the word its user agent says, e.g. Amazonbot: letters, digits, . _ or -',
      ],
      ['custom.1.token', 'That bot is listed already'],
      ['custom.2.token', 'That bot is listed already'],
    ]);
  });
});
