import { describe, expect, it } from 'vitest';

import { naturalOrderKey } from './natural-order';

describe('naturalOrderKey', () => {
  it('orders numbers in paths by their value, as text does not', () => {
    const paths = ['/old-page-10', '/old-page-2', '/old-page-1', '/Old-page-3', '/old-page'];
    const sorted = [...paths].sort((a, b) =>
      naturalOrderKey(a) < naturalOrderKey(b)
        ? -1
        : naturalOrderKey(a) > naturalOrderKey(b)
          ? 1
          : 0,
    );
    expect(sorted).toEqual([
      '/old-page',
      '/old-page-1',
      '/old-page-2',
      '/Old-page-3',
      '/old-page-10',
    ]);
  });

  it('pads every run of digits, and keeps an overlong one', () => {
    expect(naturalOrderKey('/2024/07/post')).toBe('/000000002024/000000000007/post');
    expect(naturalOrderKey('/a1234567890123')).toBe('/a1234567890123');
  });
});
