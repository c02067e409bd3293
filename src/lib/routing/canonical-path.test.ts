import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { serviceSeeds } from '@/server/db/seed/data/services';

import { canonicalPath } from './canonical-path';
import { isPlausibleCitySlug } from './service-city';
import { registerShippedServices } from '../../../tests/support/shipped-services';

beforeAll(() => registerShippedServices());

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/Privacy-Policy', '/privacy-policy'],
    ['/privacy-policy/', '/privacy-policy'],
    ['/blog//seo-tips///', '/blog/seo-tips'],
    ['//', '/'],
    ['/%E0%A4%B9', '/%E0%A4%B9'],
    // an escaped letter is the letter: every spelling of a page is one path to count and log
    ['/%e0%a4%b9', '/%E0%A4%B9'],
    ['/services/%73eo', '/services/seo'],
    ['/services/seo/pun%65', '/services/seo/pune'],
    ['/blog/seo-reporting-metrics-that-matte%72', '/blog/seo-reporting-metrics-that-matter'],
    ['/blog/%53EO%2dtips%5F%7e', '/blog/seo-tips_~'],
    ['/blog/%2e%2e/x', '/blog/%2E%2E/x'],
    ['/blog/a%2fb', '/blog/a%2Fb'],
    // the service and city shapes of the spec's route table
    ['/services/seo/mumbai', '/services/seo/mumbai'],
    ['/SERVICES/SEO/Mumbai/', '/services/seo/mumbai'],
    ['/seo-services-in-mumbai', '/services/seo/mumbai'],
    ['/seo-consultant-in-pune', '/services/seo/pune'],
    ['/ppc-services-in-delhi', '/services/ppc/delhi'],
    ['/content-strategy-services-in-jaipur', '/services/content-strategy/jaipur'],
    ['/site-speed-consultant-in-surat', '/services/site-speed/surat'],
    ['/local-seo-services-in-navi-mumbai', '/services/local-seo/navi-mumbai'],
    ['/ecommerce-seo-consultant-in-kolkata', '/services/ecommerce-seo/kolkata'],
    ['/e-commerce-seo-services-in-chennai', '/services/ecommerce-seo/chennai'],
    ['/content-services-in-hyderabad', '/services/content-strategy/hyderabad'],
    ['/seo/mumbai', '/services/seo/mumbai'],
    ['/ppc/delhi', '/services/ppc/delhi'],
    ['/content-strategy/pune', '/services/content-strategy/pune'],
    ['/site-speed/ahmedabad', '/services/site-speed/ahmedabad'],
    ['/local-seo/bangalore', '/services/local-seo/bengaluru'],
    ['/ecommerce-seo/surat', '/services/ecommerce-seo/surat'],
    ['/services/content', '/services/content-strategy'],
    ['/services/e-commerce-seo', '/services/ecommerce-seo'],
    ['/services/content/mumbai', '/services/content-strategy/mumbai'],
    ['/services/e-commerce-seo/Bangalore/', '/services/ecommerce-seo/bengaluru'],
    ['/services/seo/bangalore', '/services/seo/bengaluru'],
    // not service shapes: left for the router, which answers 404 where nothing exists
    ['/services/plumbing/mumbai', '/services/plumbing/mumbai'],
    ['/plumbing-services-in-mumbai', '/plumbing-services-in-mumbai'],
    ['/services/seo/mumbai123', '/services/seo/mumbai123'],
    ['/blog/seo-tips', '/blog/seo-tips'],
    ['/author/priya-sharma', '/author/priya-sharma'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('never crashes and is idempotent, so a redirect never loops', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.webPath(), fc.string(), fc.stringMatching(/^\/[a-zA-Z/-]{0,60}$/)),
        (raw) => {
          const path = raw.startsWith('/') ? raw : `/${raw}`;
          const once = canonicalPath(path);
          expect(once.startsWith('/')).toBe(true);
          expect(canonicalPath(once)).toBe(once);
        },
      ),
      { numRuns: 2000 },
    );
  });

  const services = fc.constantFrom(...serviceSeeds.map((s) => s.service_slug));
  const cities = fc.stringMatching(/^[a-z]{1,12}(-[a-z]{1,12}){0,2}$/).filter(isPlausibleCitySlug);

  it('maps every accepted shape of a service in a city to the one canonical URL', () => {
    fc.assert(
      fc.property(services, cities, fc.boolean(), fc.boolean(), (service, city, upper, slash) => {
        const expected = `/services/${service}/${city === 'bangalore' ? 'bengaluru' : city}`;
        const shapes = [
          `/services/${service}/${city}`,
          `/${service}-services-in-${city}`,
          `/${service}-consultant-in-${city}`,
          `/${service}/${city}`,
        ].map((p) => (upper ? p.toUpperCase() : p) + (slash ? '/' : ''));
        for (const shape of shapes) expect(canonicalPath(shape)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});
