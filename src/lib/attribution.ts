// First-touch lead attribution for this browser session: the landing page's utm_* parameters
// and the external referrer, kept in sessionStorage until the visitor sends the contact form.

const KEY = 'lead-attribution';

export type Attribution = { referrer?: string; utm?: Record<string, string> };

export function captureAttribution(location: Location, referrer: string, storage: Storage): void {
  if (storage.getItem(KEY)) return;
  const utm: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, key) => {
    if (/^utm_[a-z_]{1,20}$/.test(key) && value) utm[key] = value.slice(0, 200);
  });
  let external: string | undefined;
  try {
    external =
      referrer && new URL(referrer).host !== location.host ? referrer.slice(0, 500) : undefined;
  } catch {
    external = undefined;
  }
  const attribution: Attribution = {
    referrer: external,
    utm: Object.keys(utm).length ? utm : undefined,
  };
  storage.setItem(KEY, JSON.stringify(attribution));
}

export function readAttribution(storage: Storage): Attribution {
  try {
    return JSON.parse(storage.getItem(KEY) ?? '{}') as Attribution;
  } catch {
    return {};
  }
}
