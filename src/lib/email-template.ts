import { escapeHtml } from './html-escape';

export type TemplateValues = Record<string, string | null | undefined>;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills {{placeholders}} in an HTML body; every value is escaped, unknown ones become empty. */
export function renderHtmlTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (_, key: string) => escapeHtml(values[key] ?? ''));
}

/**
 * The team's notification ends with a link to the enquiry in the admin (and, for an audit's
 * enquiry, to its report), whatever its stored template says: placed before `</body>`, or after
 * the body when it has none.
 */
export function withEnquiryLink(html: string, enquiryUrl: string, reportUrl?: string): string {
  const paragraph = (url: string, text: string) =>
    `<p style="margin:24px 0 0;font-size:14px"><a href="${escapeHtml(url)}">${text}</a></p>`;
  const link =
    paragraph(enquiryUrl, 'Open this enquiry in the admin') +
    (reportUrl ? paragraph(reportUrl, 'Open the free SEO audit report') : '');
  const end = html.search(/<\/body>/i);
  return end === -1 ? `${html}\n${link}` : `${html.slice(0, end)}${link}\n${html.slice(end)}`;
}

/** Fills a subject line: plain text, on one line. */
export function renderSubject(subject: string, values: TemplateValues): string {
  return subject
    .replace(PLACEHOLDER, (_, key: string) => values[key] ?? '')
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 250);
}

/**
 * The auto-reply's subject is filled from the site's own words only (the service the visitor
 * chose, by its name in the catalogue): a visitor's own text in the subject of a mail the site
 * sends to any address typed in the form would make the form a way to send mail of one's choosing.
 */
export function autoReplySubject(subject: string, values: TemplateValues): string {
  return renderSubject(subject, { service_interest: values.service_interest ?? '' })
    .replace(/[\s,:;–—-]+$/, '')
    .trim();
}

// An address or a domain a visitor typed: what a sender of unwanted mail would want the site to
// deliver for them (`evil.example`, `www.x.in/offer`, `https://…`).
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?:\/\S*)?/gi;
const withoutLinks = (text: string | null | undefined, max: number) =>
  (text ?? '').replace(LINK, '[link removed]').slice(0, max);

/**
 * The values an auto-reply is filled with: it goes to whatever address was typed in the form, so
 * the visitor's own words carry no link or domain there (the team's notification keeps them), the
 * name is kept short, and the website is left out. What is left cannot advertise anything.
 */
export function autoReplyValues(values: TemplateValues): TemplateValues {
  return {
    ...values,
    name: withoutLinks(values.name, 60),
    company: withoutLinks(values.company, 100),
    city: withoutLinks(values.city, 60),
    message: withoutLinks(values.message, 1000),
    website: '',
  };
}

/** Values shown in the admin's template preview. */
export const sampleTemplateValues: TemplateValues = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98200 00000',
  company: 'Rao Traders',
  website: 'https://raotraders.in',
  message:
    'We would like more calls from Google Maps for our two clinics in Pune.\nCan we talk this week?',
  service_interest: 'Local SEO',
  city: 'Pune',
};
