import type { BusinessData } from './validation/business';
import { SOCIAL_FIELDS } from './validation/business';
import { WEEKDAYS, type Weekday } from './validation/week';
import type { BusinessDetails } from './seo/json-ld';

// The settings' business details as the pages and the structured data use them: what the owner
// left empty (an address, coordinates, hours, a profile) is absent, never made up.

export function businessDetailsFrom(
  data: BusinessData,
  site: { siteUrl: string; logoPath: string },
): BusinessDetails {
  const address = data.street_address
    ? {
        streetAddress: data.street_address,
        addressLocality: data.locality,
        addressRegion: data.region,
        postalCode: data.postal_code,
        addressCountry: 'IN',
      }
    : null;
  const geo =
    data.latitude && data.longitude
      ? { latitude: Number(data.latitude), longitude: Number(data.longitude) }
      : null;
  const openingHours =
    data.opening_days.length > 0
      ? [{ days: data.opening_days, opens: data.opens, closes: data.closes }]
      : [];
  const social = Object.fromEntries(
    SOCIAL_FIELDS.filter((network) => data[network]).map((network) => [network, data[network]]),
  );
  return {
    ...site,
    name: data.name,
    shortName: data.short_name,
    description: data.description,
    email: data.email,
    telephone: data.telephone,
    whatsapp: data.whatsapp_button ? data.whatsapp || data.telephone : null,
    callNumber: data.call_number || data.telephone,
    address,
    geo,
    openingHours,
    priceRange: data.price_range,
    social,
  };
}

/** 'Monday to Saturday' for a run of days, else 'Monday, Wednesday and Friday'. */
export function describeDays(days: readonly string[]): string {
  const order = days
    .map((day) => WEEKDAYS.indexOf(day as Weekday))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  const names = order.map((index) => WEEKDAYS[index]!);
  const run = order.every((index, i) => i === 0 || index === order[i - 1]! + 1);
  if (names.length > 2 && run) return `${names[0]} to ${names.at(-1)}`;
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : (names[0] ?? '');
}
