import 'server-only';

import { escapeHtml } from '@/lib/html-escape';

export type TemplateValues = Record<string, string | null | undefined>;

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills {{placeholders}} in an HTML body; every value is escaped, unknown ones become empty. */
export function renderHtmlTemplate(body: string, values: TemplateValues): string {
  return body.replace(PLACEHOLDER, (_, key: string) => escapeHtml(values[key] ?? ''));
}

/** Fills a subject line: plain text, on one line. */
export function renderSubject(subject: string, values: TemplateValues): string {
  return subject
    .replace(PLACEHOLDER, (_, key: string) => values[key] ?? '')
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, 250);
}
