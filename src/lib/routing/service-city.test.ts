import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setRouting } from './routing-store';
import { canonicalServicePath, isPlausibleCitySlug, suggestServiceCity } from './service-city';
import { registerShippedServices } from '../../../tests/support/shipped-services';

beforeAll(() => registerShippedServices());

describe('isPlausibleCitySlug', () => {
  it('accepts letters and hyphens up to 40 characters', () => {
    expect(isPlausibleCitySlug('navi-mumbai')).toBe(true);
    expect(isPlausibleCitySlug('a'.repeat(40))).toBe(true);
    expect(isPlausibleCitySlug('a'.repeat(41))).toBe(false);
    expect(isPlausibleCitySlug('mumbai123')).toBe(false);
    expect(isPlausibleCitySlug('-mumbai')).toBe(false);
    expect(isPlausibleCitySlug('navi--mumbai')).toBe(false);
    expect(isPlausibleCitySlug('')).toBe(false);
  });
});

describe('suggestServiceCity', () => {
  it.each([
    ['/seo-mumbai', 'seo', 'mumbai', 'SEO', 'Mumbai'],
    ['/mumbai-seo-company', 'seo', 'mumbai', 'SEO', 'Mumbai'],
    ['/best-ppc-agency-in-navi-mumbai', 'ppc', 'navi-mumbai', 'PPC Management', 'Navi Mumbai'],
    ['/services/seo/mumbai123', 'seo', 'mumbai', 'SEO', 'Mumbai'],
    ['/content-strategy/pune/extra', 'content-strategy', 'pune', 'Content Strategy', 'Pune'],
    ['/local-seo-services-bangalore', 'local-seo', 'bengaluru', 'Local SEO', 'Bengaluru'],
    ['/e-commerce-seo-surat', 'ecommerce-seo', 'surat', 'E-commerce SEO', 'Surat'],
  ])('%s suggests %s in %s', (path, serviceSlug, citySlug, serviceName, cityName) => {
    expect(suggestServiceCity(path)).toEqual({ serviceSlug, citySlug, serviceName, cityName });
  });

  it.each(['/nope', '/blog/seo', '/seo', '/about-us', '/seo-a-b-c-d-e'])(
    'has nothing for %s',
    (path) => {
      expect(suggestServiceCity(path)).toBeUndefined();
    },
  );
});

describe('canonicalServicePath with the stored cities known', () => {
  beforeAll(() => setRouting({ cities: new Set(['pune', 'bengaluru']) }));
  afterAll(() => setRouting({ cities: null }));

  it('maps another spelling of a stored city’s page to it', () => {
    expect(canonicalServicePath('/seo-services-in-pune')).toBe('/services/seo/pune');
    expect(canonicalServicePath('/seo/bangalore')).toBe('/services/seo/bengaluru');
    expect(canonicalServicePath('/services/content/pune')).toBe('/services/content-strategy/pune');
  });

  it('leaves a city the site does not store alone, so it answers 404 at once', () => {
    expect(canonicalServicePath('/seo-services-in-bhopal')).toBeUndefined();
    expect(canonicalServicePath('/seo/bhopal')).toBeUndefined();
    expect(canonicalServicePath('/services/content/bhopal')).toBeUndefined();
  });
});
