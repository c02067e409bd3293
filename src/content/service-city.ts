// Copy of the service-in-city pages that is the same for every service: spec section 9.

export const cityBenefits = [
  'Increased visibility in search results',
  'Higher quality website traffic',
  'Better conversion rates',
  'Enhanced brand awareness',
  'Improved user experience',
] as const;

export type Reason = { title: string; description: string };

export type Pricing = { headline: string; points: string[] };
