// The crawlers and AI bots the site knows by name: how each names itself in its user agent, and
// the token robots.txt addresses it by. A user agent can be forged: a hit counted for a bot is a
// request that said it was that bot.

export type BotKind = 'search' | 'ai';

export type KnownBot = {
  id: string;
  name: string;
  /** Its User-agent line in robots.txt. */
  token: string;
  kind: BotKind;
  /** Who runs it, and what it reads for. */
  about: string;
  /** How its requests name it; null for a robots.txt token no crawler sends (Google-Extended). */
  pattern: RegExp | null;
  /**
   * The domains its addresses' reverse DNS names end in, as its operator documents for confirming
   * a hit (the name, looked up again, must give the address back); none when it documents none.
   */
  dnsDomains?: readonly string[];
};

const bot = (
  id: string,
  name: string,
  kind: BotKind,
  about: string,
  pattern: RegExp | null,
  dnsDomains?: readonly string[],
): KnownBot => ({ id, name, token: name, kind, about, pattern, dnsDomains });

export const KNOWN_BOTS: readonly KnownBot[] = [
  bot('googlebot', 'Googlebot', 'search', 'Google Search', /Googlebot/i, [
    'googlebot.com',
    'google.com',
    'googleusercontent.com',
  ]),
  bot('bingbot', 'Bingbot', 'search', 'Bing, and the answers built on it', /bingbot/i, [
    'search.msn.com',
  ]),
  bot('duckduckbot', 'DuckDuckBot', 'search', 'DuckDuckGo', /DuckDuckBot/i),
  bot('yandexbot', 'YandexBot', 'search', 'Yandex', /YandexBot/i, [
    'yandex.ru',
    'yandex.net',
    'yandex.com',
  ]),
  bot('applebot', 'Applebot', 'search', 'Siri and Spotlight', /Applebot/i, ['applebot.apple.com']),
  bot('gptbot', 'GPTBot', 'ai', 'OpenAI: training data', /GPTBot/i),
  bot('oai-searchbot', 'OAI-SearchBot', 'ai', 'OpenAI: ChatGPT search results', /OAI-SearchBot/i),
  bot(
    'chatgpt-user',
    'ChatGPT-User',
    'ai',
    'OpenAI: pages a ChatGPT user asks for',
    /ChatGPT-User/i,
  ),
  bot('claudebot', 'ClaudeBot', 'ai', 'Anthropic: training data', /ClaudeBot/i),
  bot('perplexitybot', 'PerplexityBot', 'ai', 'Perplexity: search results', /PerplexityBot/i),
  bot(
    'google-extended',
    'Google-Extended',
    'ai',
    'Google: Gemini training; read by Googlebot, so it has no hits of its own',
    null,
  ),
  bot('ccbot', 'CCBot', 'ai', 'Common Crawl: open data many AI models train on', /CCBot/i),
  bot('bytespider', 'Bytespider', 'ai', 'ByteDance: training data', /Bytespider/i),
];

/** A bot the owner added: its name, and the word its user agent and robots.txt use. */
export type CustomBot = { name: string; token: string };

/**
 * What the browsers people use say in their user agents (Chrome and Safari on phones and desktops,
 * Firefox, Edge, Samsung Internet): a bot's word found in any of these would count every visitor.
 */
export const BROWSER_USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
];

/** Whether a bot's word is in a browser's user agent too. */
export const namesBrowsers = (token: string) =>
  BROWSER_USER_AGENTS.some((agent) => agent.toLowerCase().includes(token.toLowerCase()));

/** The id a custom bot is counted and set by. */
export const customBotId = (token: string) => `custom:${token.toLowerCase()}`;

/** The bot a user agent names, known ones first; null for a browser or an unnamed bot. */
export function botOf(
  userAgent: string | undefined,
  custom: readonly CustomBot[] = [],
): string | null {
  if (!userAgent) return null;
  for (const known of KNOWN_BOTS) if (known.pattern?.test(userAgent)) return known.id;
  const lower = userAgent.toLowerCase();
  for (const added of custom)
    if (lower.includes(added.token.toLowerCase())) return customBotId(added.token);
  return null;
}

/** Whether a reverse DNS name is one of the domains or under one (not merely ending in its text). */
export function isUnderDomain(host: string, domains: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/** Whether a visit that says it is a search engine's crawler came from that engine's network. */
export type BotConfirmation = 'confirmed' | 'unconfirmed' | 'unchecked';
