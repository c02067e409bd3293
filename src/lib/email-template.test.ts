import { describe, expect, it } from 'vitest';

import { renderHtmlTemplate, renderSubject, withEnquiryLink } from './email-template';

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

describe('withEnquiryLink', () => {
  it('links the notification to its enquiry before the body closes, or after a fragment', () => {
    const url = 'https://agency.test/admin/enquiries/1?a=1&b=2';
    expect(withEnquiryLink('<html><body><p>Hi</p></body></html>', url)).toBe(
      '<html><body><p>Hi</p><p style="margin:24px 0 0;font-size:14px"><a href="https://agency.test/admin/enquiries/1?a=1&amp;b=2">Open this enquiry in the admin</a></p>\n</body></html>',
    );
    expect(withEnquiryLink('<p>Hi</p>', url)).toMatch(
      /^<p>Hi<\/p>\n<p style=[^>]+><a href="https:\/\/agency\.test\/admin\/enquiries\/1\?a=1&amp;b=2">/,
    );
  });
});
