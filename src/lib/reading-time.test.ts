import { describe, expect, it } from 'vitest';

import { readingMinutes } from './reading-time';

describe('readingMinutes', () => {
  it('divides the word count by 200 and rounds up', () => {
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1001)).toBe(6);
  });
  it('is at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
  });
});
