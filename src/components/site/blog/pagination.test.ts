import { describe, expect, it } from 'vitest';

import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('lists every page when there are nine or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps the first, the last and the neighbourhood of the current page', () => {
    expect(pageWindow(1, 200)).toEqual([1, 2, 3, null, 200]);
    expect(pageWindow(50, 200)).toEqual([1, null, 48, 49, 50, 51, 52, null, 200]);
    expect(pageWindow(199, 200)).toEqual([1, null, 197, 198, 199, 200]);
  });
});
