// When each island of the public pages wakes (runtime.ts), by "module#export"; the rest wake
// when they come into view.
//  static       rendered on the server only: no script (what it shows is known there)
//  visible      when it comes near the viewport
//  interaction  on the first pointer over, touch or focus; a click meanwhile is replayed
//  idle         once the page has loaded, drawn its first frame and the browser is idle (what
//               draws nothing)
//  companion    with the first island that wakes (the toasts: only another island shows one)
export type IslandPolicy = 'static' | 'visible' | 'interaction' | 'idle' | 'companion';

const site = 'src/components/site';

const policies: Record<string, IslandPolicy> = {
  [`${site}/intent-link.tsx#Link`]: 'static',
  [`${site}/nav-links.tsx#NavLinks`]: 'static',
  [`${site}/nav-links.tsx#NavLinkList`]: 'static',
  [`${site}/mobile-nav.tsx#MobileNav`]: 'interaction',
  [`${site}/theme-toggle.tsx#ThemeToggle`]: 'interaction',
  [`${site}/attribution-tracker.tsx#AttributionTracker`]: 'idle',
  [`${site}/web-vitals-collector.tsx#WebVitalsCollector`]: 'idle',
  [`${site}/blog/view-counter.tsx#ViewCounter`]: 'idle',
  [`${site}/blog/copy-link-button.tsx#CopyLinkButton`]: 'interaction',
  [`${site}/call-bookings/booking-captcha.tsx#BookingCaptcha`]: 'idle',
  // A form works as plain HTML until then, and a Send pressed before its code is made again.
  [`${site}/contact/lazy-contact-form.tsx#LazyContactForm`]: 'interaction',
  [`${site}/seo-audit/audit-form.tsx#AuditForm`]: 'interaction',
  'src/components/ui/toast.tsx#ToastRegion': 'companion',
};

export const islandPolicy = (id: string): IslandPolicy => policies[id] ?? 'visible';

// Components that draw nothing and only start work in the browser: on the renderer's pages they
// are that work's plain function (props in, a stop function out), so no page loads React for them.
const scripts: Record<string, string> = {
  [`${site}/attribution-tracker.tsx#AttributionTracker`]:
    'src/islands/attribution.ts#trackAttribution',
  [`${site}/web-vitals-collector.tsx#WebVitalsCollector`]:
    'src/islands/web-vitals.ts#collectWebVitals',
  [`${site}/blog/view-counter.tsx#ViewCounter`]: 'src/islands/view-count.ts#countView',
  [`${site}/call-bookings/booking-captcha.tsx#BookingCaptcha`]:
    'src/islands/call-booking-captcha.ts#solveBookingCaptcha',
};

/** The plain script an island is, as "file#export", if it is one. */
export const islandScript = (id: string): string | undefined => scripts[id];

/** The files of those scripts: entries of the browser build. */
export const islandScriptFiles = () => [
  ...new Set(Object.values(scripts).map((script) => script.slice(0, script.indexOf('#')))),
];
