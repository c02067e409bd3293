// Part of npm run bench: each kind of generated social image, asked for once (drawn, unless it
// is already cached) and then 20 times more (served from the data cache), with the headers a
// crawler gets. Proves an image is made once per change, not per request.

const kinds = {
  post: '/og/post/technical-seo-audit-guide',
  service: '/og/service/seo',
  city: '/og/city/seo/mumbai',
  author: '/og/author/priya-sharma',
};
const repeats = 20;

async function timed(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { response, bytes, ms: performance.now() - started };
}

export async function measureSocialImages(origin: string): Promise<string> {
  const rows: string[] = [];
  for (const [kind, path] of Object.entries(kinds)) {
    const first = await timed(origin + path);
    if (first.response.status !== 200) throw new Error(`${path} answered ${first.response.status}`);
    const later: number[] = [];
    for (let i = 0; i < repeats; i++) later.push((await timed(origin + path)).ms);
    later.sort((a, b) => a - b);
    const headers = first.response.headers;
    rows.push(
      `| ${kind} | \`${path}\` | ${headers.get('content-type')} | ${Math.round(first.bytes / 1024)} | ` +
        `${first.ms.toFixed(0)} | ${later[Math.floor(repeats / 2)]!.toFixed(1)} | ${later.at(-1)!.toFixed(1)} | ` +
        `\`${headers.get('cache-control')}\` |`,
    );
  }
  return [
    '| kind | path | type | KB | first request ms | next 20: median ms | slowest ms | cache-control |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
