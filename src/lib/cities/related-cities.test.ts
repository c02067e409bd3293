import { describe, expect, it } from 'vitest';

import { citiesToFeature, distanceKm, nearestCities, type Place } from './related-cities';

const mumbai = {
  slug: 'mumbai',
  name: 'Mumbai',
  state: 'Maharashtra',
  latitude: 19.076,
  longitude: 72.8777,
};
const pune = {
  slug: 'pune',
  name: 'Pune',
  state: 'Maharashtra',
  latitude: 18.5204,
  longitude: 73.8567,
};
const nashik = {
  slug: 'nashik',
  name: 'Nashik',
  state: 'Maharashtra',
  latitude: 19.9975,
  longitude: 73.7898,
};
const surat = {
  slug: 'surat',
  name: 'Surat',
  state: 'Gujarat',
  latitude: 21.1702,
  longitude: 72.8311,
};
const delhi = {
  slug: 'delhi',
  name: 'Delhi',
  state: 'Delhi',
  latitude: 28.7041,
  longitude: 77.1025,
};
const nagpur: Place = { slug: 'nagpur', name: 'Nagpur', state: 'Maharashtra' };
const kochi: Place = { slug: 'kochi', name: 'Kochi', state: 'Kerala' };

describe('distanceKm', () => {
  it('measures along the earth: Mumbai to Pune is about 120 km, to Delhi about 1,150', () => {
    expect(distanceKm(mumbai, pune)).toBeGreaterThan(115);
    expect(distanceKm(mumbai, pune)).toBeLessThan(125);
    expect(distanceKm(mumbai, delhi)).toBeGreaterThan(1100);
    expect(distanceKm(mumbai, delhi)).toBeLessThan(1200);
  });
});

describe('nearestCities', () => {
  const all = [delhi, surat, nashik, pune, mumbai, nagpur, kochi];

  it('links the nearest first, then its state, then the featured cities, never itself', () => {
    const slugs = nearestCities(mumbai, all, new Set(['kochi'])).map((c) => c.slug);
    expect(slugs).toEqual(['pune', 'nashik', 'surat', 'delhi', 'nagpur', 'kochi']);
  });

  it('without coordinates, links the cities of its state, then the featured ones, then any', () => {
    const slugs = nearestCities(nagpur, all, new Set(['delhi'])).map((c) => c.slug);
    expect(slugs).toEqual(['mumbai', 'nashik', 'pune', 'delhi', 'kochi', 'surat']);
  });

  it('links at most a dozen whatever the number of cities', () => {
    const many = Array.from({ length: 500 }, (_, n) => ({
      ...pune,
      slug: `city-${n}`,
      name: `City ${n}`,
      latitude: 18 + n / 100,
    }));
    expect(nearestCities(mumbai, many, new Set())).toHaveLength(12);
  });
});

describe('citiesToFeature', () => {
  it('shows the featured cities in their order, then the rest by name, at most the limit', () => {
    const slugs = citiesToFeature(all(), ['pune', 'delhi'], 4).map((c) => c.slug);
    expect(slugs).toEqual(['pune', 'delhi', 'kochi', 'mumbai']);
  });
});

function all() {
  return [mumbai, pune, delhi, kochi, surat, nagpur];
}
