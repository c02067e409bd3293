import './zod-config';

import { z } from 'zod';

import { lineText } from './plain-text';

// A website as people type it: 'shop.example.in' is read as https://; http and https only.

export const WEBSITE_MESSAGE = 'Please enter a valid URL';

const websiteText = () =>
  lineText()
    .trim()
    .max(300, WEBSITE_MESSAGE)
    .transform((value) =>
      value === '' || /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`,
    );

// A name with a dot, or for the audit (which classifies every address before it reads one) an
// IPv4 address too.
const domainOrAddress = new RegExp(`${z.regexes.domain.source}|${z.regexes.ipv4.source}`);

const websiteUrl = (message: string, hostname = z.regexes.domain) =>
  z.url({ protocol: /^https?$/, hostname, message });

/** A website or nothing (''). */
export const optionalWebsiteField = () =>
  websiteText().pipe(z.union([z.literal(''), websiteUrl(WEBSITE_MESSAGE)]));

/** A website that must be given; an IPv4 address is taken too. */
export const websiteOrAddressField = (missing: string) =>
  websiteText().pipe(z.string().min(1, missing).pipe(websiteUrl(WEBSITE_MESSAGE, domainOrAddress)));
