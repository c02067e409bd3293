'use client';

import { useEffect } from 'react';

import { trackAttribution } from '@/islands/attribution';

/** The visit's attribution and the contact buttons' presses (islands/attribution.ts). */
export function AttributionTracker() {
  useEffect(trackAttribution, []);
  return null;
}
