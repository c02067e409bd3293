import { describe, expect, it } from 'vitest';

import { renderHtmlTemplate } from './email-template';
import { htmlFromTemplateText, textFromTemplateHtml } from './email-template-text';

describe('a template written as text', () => {
  it('is sent as paragraphs with its line breaks, the owner’s words escaped, values filled', () => {
    const html = htmlFromTemplateText(
      'Hello {{name}},\nthanks <b>& welcome</b>.\n\n\nCity: {{city}}',
    );
    expect(html).toContain(
      '<p style="margin:0 0 16px;line-height:1.5;white-space:pre-wrap">Hello {{name}},<br>thanks &lt;b&gt;&amp; welcome&lt;/b&gt;.</p>',
    );
    expect(html).toContain('>City: {{city}}</p>');
    expect(renderHtmlTemplate(html, { name: '<Asha>', city: 'Pune' })).toContain(
      'Hello &lt;Asha&gt;,<br>thanks',
    );
  });

  it('starts from an HTML template’s words when the owner switches to text', () => {
    expect(
      textFromTemplateHtml(
        '<html><head><style>p{}</style></head><body><h1>Thank you, {{name}}</h1><p>We got it &amp; reply soon.<br>Team</p><table><tr><th>City</th><td>{{city}}</td></tr></table></body></html>',
      ),
    ).toBe('Thank you, {{name}}\n\nWe got it & reply soon.\nTeam\n\nCity {{city}}');
  });
});
