'use client';

import { useEffect } from 'react';

import { captureAttribution, readAttribution } from '@/lib/attribution';
import { sendJsonBeacon } from '@/lib/beacon';

/**
 * Keeps the visit's first-touch attribution for the contact form, and counts each press of a
 * WhatsApp or call button (data-contact-channel) with a beacon to the site itself: the channel,
 * the page and that attribution, nothing about the visitor.
 */
export function AttributionTracker() {
  useEffect(() => {
    try {
      captureAttribution(window.location, document.referrer, window.sessionStorage);
    } catch {
      // Storage may be unavailable; attribution is only a nice-to-have.
    }
    const countPress = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const channel = target
        ?.closest('[data-contact-channel]')
        ?.getAttribute('data-contact-channel');
      if (!channel) return;
      let attribution = {};
      try {
        attribution = readAttribution(window.sessionStorage);
      } catch {
        // Counted without its source.
      }
      sendJsonBeacon('/api/contact-clicks', {
        channel,
        page: window.location.pathname,
        ...attribution,
      });
    };
    document.addEventListener('click', countPress, { capture: true });
    return () => document.removeEventListener('click', countPress, { capture: true });
  }, []);
  return null;
}
