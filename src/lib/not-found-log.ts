// How the 404 log files a miss: obvious probes for other software grouped by kind, so a scanner's
// thousand paths make a few rows, and whether the visitor looked like a bot.

const PROBES: ReadonlyArray<[kind: string, pattern: RegExp]> = [
  ['probe: /wp-*', /^\/(wp-|wordpress\/|wp\/)/],
  ['probe: *.php', /\.php\d?(\/|$)/],
  ['probe: /.* (hidden files)', /^\/\.|\/\.(env|git|svn|ht|aws|ssh|DS_Store)/i],
  ['probe: server files', /\.(asp|aspx|jsp|cgi|ini|sql|bak|old|log|yml|yaml|conf|swp)$/i],
  [
    'probe: admin panels',
    /^\/(phpmyadmin|pma|myadmin|xmlrpc|cgi-bin|actuator|vendor|owa|boaform|console|manager)(\/|$)/i,
  ],
];

/** The row a missing path is counted under: the path itself, or its probe kind. */
export function notFoundKey(path: string): { key: string; probe: boolean } {
  for (const [kind, pattern] of PROBES) if (pattern.test(path)) return { key: kind, probe: true };
  return { key: path, probe: false };
}

const BOT = /bot|crawl|spider|slurp|curl|wget|python|httpclient|headless|scanner|scrapy|go-http/i;

export function looksLikeBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT.test(userAgent);
}
