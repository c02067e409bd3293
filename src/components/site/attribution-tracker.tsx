'use client';

import { useEffect } from 'react';

import { captureAttribution } from '@/lib/attribution';

export function AttributionTracker() {
  useEffect(() => {
    try {
      captureAttribution(window.location, document.referrer, window.sessionStorage);
    } catch {
      // Storage may be unavailable; attribution is only a nice-to-have.
    }
  }, []);
  return null;
}
