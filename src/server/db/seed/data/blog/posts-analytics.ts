import type { PostSeed } from './types';

export const analyticsPosts: PostSeed[] = [
  {
    slug: 'ga4-setup-checklist',
    title: 'The GA4 Setup Checklist: Measure Leads, Not Just Visits',
    excerpt:
      'Google Analytics 4 tracks pageviews out of the box and little else that matters. The setup steps that turn it into a lead-measurement tool.',
    category: 'analytics',
    tags: ['Analytics', 'GA4', 'Conversion Tracking'],
    authorSlug: 'arjun-mehta',
    published_at: '2026-11-10T05:00:00.000Z',
    status: 'published',
    content: `Many Indian businesses installed Google Analytics 4 because they had to, and never went back. The result: reports full of sessions and users, and no answer to the only question that matters, which marketing brings customers. This checklist fixes that.

## 1. Check the basics

- The tag fires once on every page, not twice. Duplicate tags double your numbers.
- Internal traffic from your office IP is filtered out.
- Your own domain and payment gateways are excluded as referrers, so sales are not credited to Razorpay or PayU.
- Data retention is set to 14 months, the maximum for the free version.

## 2. Define your key events

GA4 calls conversions "key events". Decide what counts for your business:

| Business type | Key events |
|---|---|
| Service business | Contact form sent, phone click, WhatsApp click |
| E-commerce | Purchase, add to cart, begin checkout |
| SaaS | Sign-up, trial start, demo booked |
| Education | Enquiry form, brochure download, counselling call booked |

Create each as an event, then mark it as a key event in the admin settings.

### Track phone and WhatsApp clicks

For many Indian businesses most leads arrive by phone or WhatsApp, not forms. Track clicks on tel: and wa.me links as events. It is not perfect, because a click does not guarantee a conversation, but it is far better than ignoring those channels.

## 3. Tag your campaigns

Every link you control should carry UTM parameters: email newsletters, WhatsApp broadcasts, Instagram bio links, QR codes on printed material. Use a consistent naming scheme, in lower case:

- utm_source: where the visitor came from (newsletter, instagram, qr-brochure);
- utm_medium: the channel type (email, social, print);
- utm_campaign: the specific campaign (diwali-2026).

Without tags, much of this traffic appears as "direct" and its value is invisible.

## 4. Connect Google Ads and Search Console

Link both accounts in GA4's admin. Ads data lets you compare cost with outcomes; Search Console data shows which queries bring visitors who convert.

## 5. Build one report that matters

Skip the default reports for everyday use. Build one exploration that shows, by channel and campaign: sessions, key events, conversion rate and, where available, revenue. Review it monthly.

## 6. Record offline outcomes

The lead is not the sale. Keep a simple sheet, or better a CRM, that records which leads became customers and their value. Once a quarter, compare it with GA4's lead data by source. You will often find that the channel bringing the most leads is not the one bringing the most revenue.

## 7. Respect privacy

India's data protection law expects you to tell visitors what you collect and why. Update your privacy policy, avoid sending personal data such as names or phone numbers into analytics, and keep only what you use.


### Audit it every quarter

Tracking breaks quietly. A website redesign removes a data layer event, a new form plugin stops firing the conversion, or a developer adds a second tag. Once a quarter, submit a test enquiry, click the phone and WhatsApp links, and check that each appears in GA4's real-time report.

## The payoff

With this setup, the monthly question changes from "how many visitors did we get?" to "which campaigns brought customers, and at what cost?" That is the question that improves marketing decisions. Our [PPC](/services/ppc) team sets this up for every client before spending on ads.`,
  },
  {
    slug: 'seo-reporting-metrics-that-matter',
    title: 'SEO Reporting: The Metrics That Matter to a Business Owner',
    excerpt:
      'Rank trackers produce endless numbers. Here are the few that tell a business owner whether SEO is paying off, and how to read them.',
    category: 'analytics',
    tags: ['Analytics', 'SEO', 'Reporting'],
    authorSlug: 'priya-sharma',
    published_at: '2026-02-23T05:00:00.000Z',
    status: 'published',
    content: `Most SEO reports are written for SEO people. Pages of keyword positions, crawl statistics and domain ratings leave business owners with one question: is this working? A good report answers it on the first page.

## The first page: outcomes

Start every monthly report with three numbers, each compared with the same month last year to remove seasonal effects such as Diwali or exam season:

1. **Leads or sales from organic search**: form submissions, calls, WhatsApp chats or orders.
2. **Organic clicks** from Search Console: the people who actually came from Google.
3. **Revenue or pipeline value** from organic leads, where you can track it.

If these are rising, SEO is working, whatever the rankings say. If they are flat while rankings rise, the rankings are for the wrong queries.

## The second page: leading indicators

These explain why outcomes are moving, or predict where they will go.

| Metric | Source | What it tells you |
|---|---|---|
| Impressions for priority queries | Search Console | Whether Google is showing you more often |
| Average position for priority queries | Search Console | Progress on the terms that matter |
| Click-through rate | Search Console | Whether titles and descriptions persuade |
| Indexed pages | Search Console | Whether new content is being picked up |
| Core Web Vitals status | Search Console | Whether pages meet speed thresholds |

Limit priority queries to 20 to 50 terms chosen for business value. Tracking thousands of keywords hides what matters.

## The third page: work done and next steps

List what was completed, what is planned and what is blocked, for example "waiting for developer to fix redirects". This keeps both sides accountable.

## Metrics to treat with caution

- **Domain authority scores** from third-party tools are estimates, not Google metrics.
- **Total keywords ranked** rises with any new content, including irrelevant pages.
- **Bounce rate** is often misread; a visitor who finds a phone number and calls may "bounce".

### Beware of averages

Average position across all queries can fall while business improves, because you are now ranking for many new long-tail queries on page two. Always look at priority queries separately.

## How often to report

Monthly reports with a quarterly review work well. SEO changes slowly, and weekly reports tend to encourage overreaction to normal fluctuation.


### Connecting SEO to revenue

The strongest reports connect organic leads to revenue. If you use a CRM, record the original source of every lead and mark which ones became customers and for how much. Even a simple monthly export lets you report organic revenue and compare the return on SEO with other channels. Business owners who see that number rarely need convincing about the value of the work, and those who do not see it are right to ask questions.

### Sharing the report

Keep the report short enough to read in ten minutes, send it before the monthly call, and use the call to agree priorities rather than to read numbers aloud.

## Ask your agency

If your current report does not show leads or sales from organic search on the first page, ask for it. An agency that cannot connect its work to business outcomes is asking you to trust rather than verify. Our [SEO clients](/services/seo) receive exactly this three-page report every month.`,
  },
];
