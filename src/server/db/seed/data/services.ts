import { contentStrategyService } from './content-strategy';
import { ecommerceSeoService } from './ecommerce-seo';
import { localSeoService } from './local-seo';
import { ppcService } from './ppc';
import { seoService } from './seo';
import { siteSpeedService } from './site-speed';
import type { ServiceSeed } from './types';

export const serviceSeeds: ServiceSeed[] = [
  seoService,
  ppcService,
  contentStrategyService,
  siteSpeedService,
  localSeoService,
  ecommerceSeoService,
];
