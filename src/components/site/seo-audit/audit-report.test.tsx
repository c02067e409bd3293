import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AUDIT_CHECKS, type CheckResult } from '@/lib/seo-audit/audit-checks';
import type { SharePreview } from '@/lib/seo-audit/share-preview';

import { AuditReport } from './audit-report';

// On the public pages a link is plain HTML (the renderer's shim of next/link); here too.
vi.mock('../intent-link', () => ({
  Link: (props: ComponentProps<'a'>) => <a {...props} />,
}));

const passed: CheckResult[] = AUDIT_CHECKS.map((check) => ({
  id: check.id,
  status: 'pass',
  evidence: [],
}));
const report = (results: CheckResult[], preview?: SharePreview) =>
  renderToStaticMarkup(
    <AuditReport
      report={{
        homeUrl: 'https://clinic.example/',
        pagesRead: ['https://clinic.example/'],
        results,
        preview,
      }}
      score={40}
      finishedAt="2026-11-29T06:00:00.000Z"
      expiresAt="2026-12-29T06:00:00.000Z"
      bookingUrl="/book-a-call?ref=abc"
    />,
  );

describe('the audit report', () => {
  it('says first, above the score, what keeps the site out of Google', () => {
    const blocker = 'Google cannot read your site: its robots.txt tells Google to stay out.';
    const html = report(
      passed.map((r) => (r.id === 'robots-txt' ? { ...r, status: 'fail', blocker } : r)),
    );
    expect(html).toContain('Google cannot find this site as it is.');
    expect(html.indexOf(blocker)).toBeGreaterThan(-1);
    expect(html.indexOf(blocker)).toBeLessThan(html.indexOf('/100'));
  });

  it('has no such banner for a site Google can find', () => {
    expect(report(passed)).not.toContain('Google cannot find this site');
  });

  it('lists the three worst fixes and the call to book under the score, the passes folded', () => {
    const worse: Record<string, CheckResult['status']> = {
      'security-headers': 'warn',
      https: 'fail',
      title: 'fail',
      'image-alt': 'warn',
      h1: 'fail',
    };
    const html = report(passed.map((r) => ({ ...r, status: worse[r.id] ?? r.status })));
    const top = html.slice(html.indexOf('Fix these first'), html.indexOf('Book a free call'));
    const fixes = [...top.matchAll(/href="#check-([\w-]+)"/g)].map((m) => m[1]);
    // The failures by weight, before any warning.
    expect(fixes).toEqual(['https', 'title', 'h1']);
    expect(html).toContain('href="/book-a-call?ref=abc"');
    expect(html.indexOf('Book a free call')).toBeLessThan(html.indexOf('What needs fixing'));
    const folded = html.slice(html.indexOf('What you do well'));
    expect(folded).toMatch(/^What you do well<\/h2><details/);
  });

  it('draws the home page as a Google result and a WhatsApp card, saying what is missing', () => {
    const html = report(passed, {
      url: 'https://clinic.example/',
      title: 'Smile Dental Clinic, Pune: the family dentist near MG Road, open six days a week',
      description: '',
      card: {
        title: 'Smile Dental Clinic',
        description: 'Check-ups and braces',
        imageUrl: null,
        thumbnail: null,
      },
    });
    expect(html).toContain('How your site appears');
    expect(html).toContain('Smile Dental Clinic, Pune: the family dentist near MG Road …');
    expect(html).toContain('No description: Google shows words it picks from the page');
    expect(html).toContain('No picture: the page names no og:image');
    expect(html).toContain('Check-ups and braces');
    expect(report(passed)).not.toContain('How your site appears');
  });
});
