// Copy of the service-in-city pages that is the same for every service: spec section 9.

import type { PricePlan } from '@/lib/validation/price-plan';

export const cityBenefits = [
  'Increased visibility in search results',
  'Higher quality website traffic',
  'Better conversion rates',
  'Enhanced brand awareness',
  'Improved user experience',
] as const;

export type Reason = { title: string; description: string };

/** A service's price plans, and the terms every plan shares (a deposit, a setup time). */
export type Pricing = { plans: PricePlan[]; points: string[] };
