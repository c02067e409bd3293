import type { ClientData } from '@/lib/validation/client';

/** A client as the team would save it: a jeweller in Jaipur on local SEO, unless `overrides` say. */
export const clientData = (overrides: Partial<ClientData> = {}): ClientData => ({
  name: 'Mehta Jewellers',
  website: 'https://mehta-jewellers.example.in',
  contactName: 'Rohan Mehta',
  contactEmail: 'rohan@mehta.example.in',
  contactPhone: '',
  reach: 'local',
  services: ['local-seo'],
  monthlyFee: 41000,
  startedOn: '2026-11-20',
  namedConsent: '',
  enquiryId: null,
  ...overrides,
});
