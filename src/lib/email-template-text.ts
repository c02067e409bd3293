import { escapeHtml } from './html-escape';

// An e-mail template written as text: paragraphs split by an empty line, line breaks kept, and
// {{placeholders}} left for renderHtmlTemplate to fill (and escape) when the e-mail is sent. The
// owner's own words are escaped here: in text mode nothing typed can be HTML.

// pre-wrap: a visitor's message keeps its own line breaks.
const PARAGRAPH = 'margin:0 0 16px;line-height:1.5;white-space:pre-wrap';

/** The HTML e-mail a text template is sent as: the house layout around its paragraphs. */
export function htmlFromTemplateText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(
      (paragraph) =>
        `        <p style="${PARAGRAPH}">${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`,
    );
  return `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    <table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <tr><td>
${paragraphs.join('\n')}
      </td></tr>
    </table>
  </body>
</html>`;
}

/**
 * A first text for an HTML template the owner switches to writing as text: its words, one line a
 * block, the markup dropped. The layout of the HTML is not kept (the editor says so).
 */
export function textFromTemplateHtml(html: string): string {
  return html
    .replace(/<(head|style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|tr|div|li|table)>/gi, '\n\n')
    .replace(/<\/t[hd]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
