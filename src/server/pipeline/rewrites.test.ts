import { describe, expect, it } from 'vitest';

import { listRewrites } from './rewrites';

type Rule = ReturnType<typeof listRewrites>[number];

// Which rules a request's query keys satisfy, as Next.js applies `has` and `missing` (the values'
// patterns are checked by list-params.test.ts through the canonical URLs).
const applies = (rule: Rule, source: string, keys: string[]) =>
  rule.source === source &&
  (rule.has ?? []).every((h) => keys.includes(h.key)) &&
  (rule.missing ?? []).every((m) => !keys.includes(m.key));

describe('the list rewrites', () => {
  it('give every combination of a list query exactly one internal path', () => {
    const rules = listRewrites();
    for (const [source, filter, internal] of [
      ['/blog', 'category', '/blog/list-view/'],
      ['/author/:slug([a-z0-9-]+)', 'tag', '/author/:slug/list-view/'],
    ] as const) {
      for (const keys of [[], [filter], ['page'], [filter, 'page']]) {
        const matching = rules.filter((rule) => applies(rule, source, keys));
        expect(matching, `${source} ${keys.join('&')}`).toHaveLength(1);
        expect(matching[0]!.destination.startsWith(internal)).toBe(true);
      }
    }
  });
});
