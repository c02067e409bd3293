import { describe, expect, it } from 'vitest';

import { businessSeed } from './business';
import { cityCoordinates } from './city-coordinates';
import { cityProfiles } from './cities';

const decimals = (value: number | string) => (String(value).split('.')[1] ?? '').length;

describe('the seeded coordinates', () => {
  it('place every seeded city, and the office, to at least 5 decimal places', () => {
    for (const city of cityProfiles) {
      const at = cityCoordinates[city.slug];
      expect(at, city.name).toBeDefined();
      expect(decimals(at!.latitude), city.name).toBeGreaterThanOrEqual(5);
      expect(decimals(at!.longitude), city.name).toBeGreaterThanOrEqual(5);
    }
    expect(decimals(Number(businessSeed.latitude))).toBeGreaterThanOrEqual(5);
    expect(decimals(Number(businessSeed.longitude))).toBeGreaterThanOrEqual(5);
  });
});
