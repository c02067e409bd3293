// What a local customer looks for in a page's text, as Indian sites write it.

// An Indian number as written on a page: a mobile (+91 98200 12345, 098200-12345), a landline
// with its area code after +91 or the trunk 0 (+91 20 2345 6789, (022) 2345 6789, 080-41234567),
// or a toll-free 1800 number.
const PHONE = new RegExp(
  [
    /(\+91[\s-]?|\b0)?[6-9]\d{4}[\s-]?\d{5}\b/,
    /\+91[\s-]?\(?[1-9]\d{1,3}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}\b/,
    /\(?\b0[1-9]\d{1,3}\)?[\s-]?\d{3,4}[\s-]?\d{3,4}\b/,
    /\b1800[\s-]?\d{3}[\s-]?\d{4}\b/,
  ]
    .map((pattern) => pattern.source)
    .join('|'),
);
// Opening hours as Indian sites write them: a day and a time (Mon-Sat 10 am), a 24-hour span
// (10:00-19:00, 10.00 to 19.00), every day (daily, all days, 7 days) with a time, or 24x7.
const DAY =
  /\b(mon(day)?|tue(s(day)?)?|wed(nesday)?|thu(rs(day)?)?|fri(day)?|sat(urday)?|sun(day)?)\b/;
const HOURS = new RegExp(
  [
    `${DAY.source}[^.]{0,40}\\d{1,2}([:.]\\d{2})?\\s?(am|pm)`,
    /\b([01]?\d|2[0-3])[:.][0-5]\d\s?(-|–|to)\s?([01]?\d|2[0-3])[:.][0-5]\d\b/.source,
    /\b(daily|every ?day|all days|(all )?7 days( a week)?)\b[^.]{0,40}\d/.source,
    /\b(24\s?[x×/*]\s?7|24 hours|round the clock)\b/.source,
  ].join('|'),
  'i',
);

/** Whether the text gives a phone number a customer can call. */
export const hasPhoneNumber = (text: string) => PHONE.test(text);

/** Whether the text says when the business is open. */
export const hasOpeningHours = (text: string) => HOURS.test(text);
