import { describe, expect, it } from 'vitest';

import {
  countNotFoundAnswer,
  NOT_FOUND_ANSWERS_PER_MINUTE,
  pastNotFoundBudget,
} from './not-found-budget';

describe('the 404 budget of a client network', () => {
  it('is spent by 30 404s in a minute and comes back when the minute is over', () => {
    const start = 1_000_000;
    for (let n = 0; n < NOT_FOUND_ANSWERS_PER_MINUTE - 1; n++)
      countNotFoundAnswer('203.0.113.5', start + n);
    expect(pastNotFoundBudget('203.0.113.5', start + 100)).toBe(false);
    countNotFoundAnswer('203.0.113.5', start + 100);
    expect(pastNotFoundBudget('203.0.113.5', start + 101)).toBe(true);
    expect(pastNotFoundBudget('203.0.113.6', start + 101)).toBe(false);
    expect(pastNotFoundBudget('203.0.113.5', start + 60_000)).toBe(false);
    countNotFoundAnswer('203.0.113.5', start + 60_000);
    expect(pastNotFoundBudget('203.0.113.5', start + 60_001)).toBe(false);
  });

  it('keeps at most 10,000 networks, dropping the oldest first', () => {
    const start = 5_000_000;
    for (let n = 0; n < NOT_FOUND_ANSWERS_PER_MINUTE; n++) countNotFoundAnswer('first', start);
    expect(pastNotFoundBudget('first', start)).toBe(true);
    for (let n = 0; n < 10_000; n++) countNotFoundAnswer(`network-${n}`, start + 1);
    expect(pastNotFoundBudget('first', start + 2)).toBe(false);
    for (let n = 0; n < NOT_FOUND_ANSWERS_PER_MINUTE; n++) countNotFoundAnswer('last', start + 2);
    expect(pastNotFoundBudget('last', start + 3)).toBe(true);
  });
});
