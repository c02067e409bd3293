import { describe, expect, it } from 'vitest';

import { timeOrderedId } from './time-ordered-id';

describe('timeOrderedId', () => {
  it('is a version 7 UUID', () => {
    expect(timeOrderedId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sorts in the order the ids were made, within one millisecond and across many', () => {
    const sameMs = Array.from({ length: 5000 }, () => timeOrderedId(1_800_000_000_000));
    const later = Array.from({ length: 50 }, () => timeOrderedId());
    const made = [...sameMs, ...later];
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
  });
});
