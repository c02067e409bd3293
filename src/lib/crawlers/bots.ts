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
};

const bot = (
  id: string,
  name: string,
  kind: BotKind,
  about: string,
  pattern: RegExp | null,
  token = name,
): KnownBot => ({ id, name, token, kind, about, pattern });

export const KNOWN_BOTS: readonly KnownBot[] = [
  bot('googlebot', 'Googlebot', 'search', 'Google Search', /Googlebot/i),
  bot('bingbot', 'Bingbot', 'search', 'Bing, and the answers built on it', /bingbot/i),
  bot('duckduckbot', 'DuckDuckBot', 'search', 'DuckDuckGo', /DuckDuckBot/i),
  bot('yandexbot', 'YandexBot', 'search', 'Yandex', /YandexBot/i),
  bot('applebot', 'Applebot', 'search', 'Siri and Spotlight', /Applebot/i),
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
