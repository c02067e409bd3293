import { describe, expect, it } from 'vitest';

import { renderHtmlTemplate, renderSubject } from './email-template';

describe('renderHtmlTemplate', () => {
  it('fills every placeholder with an escaped value', () => {
    expect(
      renderHtmlTemplate('<p>{{name}} — {{ message }}</p>', {
        name: 'A & B',
        message: '<b>"hi"</b>',
      }),
    ).toBe('<p>A &amp; B — &lt;b&gt;&quot;hi&quot;&lt;/b&gt;</p>');
  });
  it('empties unknown or missing placeholders', () => {
    expect(renderHtmlTemplate('[{{phone}}][{{unknown}}]', { phone: null })).toBe('[][]');
  });
});

describe('renderSubject', () => {
  it('keeps the subject on one line', () => {
    expect(renderSubject('Enquiry from {{name}}', { name: 'Evil\r\nBcc: x@y.z' })).toBe(
      'Enquiry from Evil Bcc: x@y.z',
    );
  });
});
