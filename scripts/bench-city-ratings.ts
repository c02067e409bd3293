// npm run bench:city-ratings: the doorway guard's cost at 500 and 5,000 cities per service
// (scripts/city-ratings-bench.ts); replaces that section of docs/cities-benchmark.md.
import { readFile } from 'node:fs/promises';

import { cityRatingsSection } from './city-ratings-bench';
import { writeMarkdown } from './write-markdown';

const file = 'docs/cities-benchmark.md';
const section = await cityRatingsSection();
const text = await readFile(file, 'utf8');
const start = text.indexOf('## Doorway ratings');
const before = start === -1 ? text : text.slice(0, start);
const rest = start === -1 ? '' : text.slice(start + 1);
const next = rest.indexOf('\n## ');
await writeMarkdown(
  file,
  `${before.trimEnd()}\n\n${section}${next === -1 ? '' : rest.slice(next)}`,
);
