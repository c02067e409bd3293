import './zod-config';

import { z } from 'zod';

import { optionalPhoneField, phoneField } from '../phone';
import { isLandline } from '../phone-kind';
import { isValidGstin } from '../quotes/indian-states';
import { lineText } from './plain-text';
import {
  checkGeoPrecision,
  coordinate,
  requiredLine,
  requiredParagraph,
  webLink,
} from './text-fields';
import { isTimeOfDay, WEEKDAYS } from './week';

// The settings admin's business details: one schema for the form and for the admin API. They feed
// the header, footer, contact card and every Organization / LocalBusiness block.

const time = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isTimeOfDay(value), `Enter the ${what} time as HH:MM`);
const optionalLine = (max: number, what: string) =>
  lineText().trim().max(max, `Please keep ${what} under ${max} characters`);

export const businessSchema = z
  .object({
    name: requiredLine(80, 'the name'),
    short_name: requiredLine(30, 'the short name'),
    description: requiredParagraph(400, 'the description'),
    email: lineText()
      .trim()
      .max(254, 'Please enter a valid email address')
      .pipe(z.email('Please enter a valid email address')),
    telephone: phoneField(),
    /** Whether the pages show a click-to-chat button. */
    whatsapp_button: z.boolean().default(true),
    /** The click-to-chat button's own number; empty: it follows the telephone. */
    whatsapp: optionalPhoneField().default(''),
    /** The click-to-call button's number; empty: the telephone. */
    call_number: optionalPhoneField().default(''),
    street_address: optionalLine(200, 'the street address'),
    locality: optionalLine(80, 'the city'),
    region: optionalLine(80, 'the state'),
    postal_code: z
      .string()
      .trim()
      .refine((value) => value === '' || /^[1-9]\d{5}$/.test(value), 'Enter a 6-digit PIN code'),
    latitude: coordinate(90, 'Enter a latitude between -90 and 90, or leave it empty'),
    longitude: coordinate(180, 'Enter a longitude between -180 and 180, or leave it empty'),
    opening_days: z.array(z.enum(WEEKDAYS)).max(7),
    opens: time('opening'),
    closes: time('closing'),
    price_range: optionalLine(20, 'the price range'),
    /** On quotes; its first two digits are the state GST is reckoned from. Empty: not registered. */
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || isValidGstin(value),
        'Enter a valid 15-character GSTIN, or leave it empty',
      )
      .default(''),
    linkedin: webLink('LinkedIn'),
    twitter: webLink('X (Twitter)'),
    facebook: webLink('Facebook'),
    instagram: webLink('Instagram'),
  })
  .superRefine((b, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    // An address is all of it or none of it: half an address in the structured data is wrong.
    const address = [b.street_address, b.locality, b.region, b.postal_code];
    if (address.some(Boolean)) {
      if (!b.street_address)
        need('street_address', 'Give the street address, or clear the address');
      if (!b.locality) need('locality', 'Give the city, or clear the address');
      if (!b.region) need('region', 'Give the state, or clear the address');
      if (!b.postal_code) need('postal_code', 'Give the PIN code, or clear the address');
    }
    if ((b.latitude === '') !== (b.longitude === ''))
      need('longitude', 'Give both latitude and longitude, or neither');
    if (b.opening_days.length > 0) {
      if (!b.opens) need('opens', 'Give the opening time, or no days');
      if (!b.closes) need('closes', 'Give the closing time, or no days');
      if (b.opens && b.closes && b.closes <= b.opens)
        need('closes', 'Closing must be after opening');
    }
  });

/**
 * The settings form's rules (browser and API): the stored details' and a WhatsApp button that can
 * reach someone. Not applied when stored details are read, which a stricter rule must not lose.
 */
export const businessFormSchema = businessSchema.superRefine((b, ctx) => {
  // The office's position in the structured data, to the precision Google asks of a LocalBusiness.
  checkGeoPrecision(b, ctx);
  if (!b.whatsapp_button) return;
  const message = b.whatsapp
    ? 'This is a landline, which WhatsApp cannot reach: give a mobile number'
    : 'The phone is a landline, which WhatsApp cannot reach: give a mobile number here, or turn the WhatsApp button off';
  if (isLandline(b.whatsapp || b.telephone))
    ctx.addIssue({ code: 'custom', path: ['whatsapp'], message });
});

export type BusinessInput = z.input<typeof businessSchema>;
export type BusinessData = z.output<typeof businessSchema>;
export type SocialNetworkField = 'linkedin' | 'twitter' | 'facebook' | 'instagram';
export const SOCIAL_FIELDS: readonly SocialNetworkField[] = [
  'linkedin',
  'twitter',
  'facebook',
  'instagram',
];
