import { describe, expect, it } from 'vitest';

import { attentionItems } from './attention';

describe('attentionItems', () => {
  it('says each count in words, singular or plural, with the screen it opens', () => {
    const items = attentionItems({
      enquiries: { fresh: 1, waitingOverADay: 1, spam: 3, thisWeek: 12, lastWeek: 8 },
      pageViews: { thisWeek: 1500, lastWeek: 2000 },
      scheduledPosts: 1,
      unresolvedNotFound: 0,
      healthFindings: null,
    });
    expect(items.map(({ title, detail, href }) => [title, detail, href])).toEqual([
      ['1 new enquiry', '1 has waited over a day', '/admin/enquiries?status=new'],
      [
        '3 enquiries in spam',
        'Deleted after 30 days; move any real one to the inbox',
        '/admin/enquiries?status=spam',
      ],
      ['12 enquiries in the last 7 days', '50% up on the week before (8)', '/admin/insights'],
      [
        '1,500 page views in the last 7 days',
        '25% down on the week before (2,000)',
        '/admin/insights',
      ],
      ['1 scheduled post', 'Published on their own at the time set', '/admin/blog'],
      [
        'No site-health check yet',
        'Run one to find broken links and missing titles',
        '/admin/health',
      ],
      ['0 unresolved 404s', 'Addresses visitors asked for that answer 404', '/admin/not-found'],
    ]);
    expect(items.filter((i) => i.urgent).map((i) => i.href)).toEqual([
      '/admin/enquiries?status=new',
      '/admin/enquiries?status=spam',
      '/admin/health',
    ]);
  });

  it('shows only the items of the counts it is given, as for a role without enquiries', () => {
    const items = attentionItems({ scheduledPosts: 0, unresolvedNotFound: 2, healthFindings: 5 });
    expect(items.map((i) => i.title)).toEqual([
      '0 scheduled posts',
      '5 site-health findings',
      '2 unresolved 404s',
    ]);
    expect(
      attentionItems({
        enquiries: { fresh: 0, waitingOverADay: 0, spam: 0, thisWeek: 0, lastWeek: 0 },
      })[2]!.detail,
    ).toBe('none the week before either');
  });
});

describe('the backup item', () => {
  const now = '2026-11-27T12:00:00.000Z';
  const item = (lastAt: string | null) => attentionItems({ backup: { lastAt, now } })[0]!;

  it('asks for a first backup, and says the age of the last in hours, then days', () => {
    expect(item(null)).toMatchObject({ title: 'No backup yet', urgent: true });
    expect(item('2026-11-27T11:30:00.000Z')).toMatchObject({
      title: 'Last backup under an hour ago',
      urgent: false,
    });
    expect(item('2026-11-26T20:30:00.000Z').title).toBe('Last backup 15 hours ago');
    expect(item('2026-11-24T11:00:00.000Z')).toMatchObject({
      title: 'Last backup 3 days ago',
      detail: 'Is the daily backup on?',
      urgent: true,
    });
  });

  it('counts the active clients and their fees, and names those whose score fell', () => {
    const fell = (name: string, before: number, score: number) => ({
      id: name.toLowerCase(),
      name,
      month: '2027-01',
      score,
      before,
    });
    const clients = (fallen: ReturnType<typeof fell>[]) =>
      attentionItems({ clients: { active: 3, monthlyFeePaise: 11_600_000, fallen } }).map(
        ({ title, detail, href, urgent }) => ({ title, detail, href, urgent }),
      );
    expect(clients([])).toEqual([
      {
        title: '3 active clients',
        detail: '₹1,16,000.00 a month in fees, before GST',
        href: '/admin/clients',
        urgent: false,
      },
      {
        title: 'No client’s score fell',
        detail: 'Since each one’s last monthly audit',
        href: '/admin/clients',
        urgent: false,
      },
    ]);
    expect(clients([fell('Rao Dental', 81, 70)])[1]).toEqual({
      title: '1 client’s score fell',
      detail: 'Rao Dental: 81 to 70 in January 2027',
      href: '/admin/clients/rao dental',
      urgent: true,
    });
    const many = ['A', 'B', 'C', 'D', 'E'].map((name) => fell(name, 90, 80));
    expect(clients(many)[1]).toMatchObject({
      title: '5 clients’ scores fell',
      detail:
        'A: 90 to 80 in January 2027; B: 90 to 80 in January 2027; C: 90 to 80 in January 2027; 2 more',
      href: '/admin/clients',
    });
  });
});
