import type { PricePlan } from '@/lib/validation/price-plan';

import { contentStrategyService } from './content-strategy';
import { ecommerceSeoService, localSeoService } from './overview-services';
import { ppcService } from './ppc';
import { seoService } from './seo';
import { cityReasonSeeds, pricingSeeds } from './service-city-copy';
import { siteSpeedService } from './site-speed';
import type { ServicePageSeed, ServiceSlug } from './types';

export type ServiceSeed = ServicePageSeed & {
  short_name: string;
  position: number;
  layout: 'detailed' | 'overview';
  city_reasons: Array<{ title: string; description: string }>;
  price_plans: PricePlan[];
  pricing_points: string[];
};

const catalogue: Array<[ServicePageSeed, shortName: string, layout: ServiceSeed['layout']]> = [
  [seoService, 'SEO', 'detailed'],
  [ppcService, 'PPC', 'detailed'],
  [contentStrategyService, 'Content Strategy', 'detailed'],
  [siteSpeedService, 'Site Speed', 'detailed'],
  [localSeoService, 'Local SEO', 'overview'],
  [ecommerceSeoService, 'E-commerce SEO', 'overview'],
];

export const serviceSeeds: ServiceSeed[] = catalogue.map(([page, shortName, layout], position) => {
  const slug: ServiceSlug = page.service_slug;
  return {
    ...page,
    short_name: shortName,
    position,
    layout,
    city_reasons: cityReasonSeeds[slug],
    price_plans: pricingSeeds[slug].plans,
    pricing_points: pricingSeeds[slug].points,
  };
});
