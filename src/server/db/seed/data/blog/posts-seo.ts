import type { PostSeed } from './types';

export const seoPosts: PostSeed[] = [
  {
    slug: 'local-seo-checklist-indian-small-businesses',
    title: 'The Local SEO Checklist for Indian Small Businesses',
    excerpt:
      'A practical, step-by-step checklist to get your shop, clinic or office into Google’s map results, written for how Indians actually search.',
    category: 'seo',
    tags: ['SEO', 'Local SEO', 'Google Business Profile'],
    authorSlug: 'priya-sharma',
    is_featured: true,
    meta_title: 'Local SEO Checklist for Indian Small Businesses (2026)',
    meta_description:
      'Get into Google’s map pack: a step-by-step local SEO checklist for Indian shops, clinics and offices, from Business Profile to reviews and citations.',
    published_at: '2026-10-28T04:30:00.000Z',
    status: 'published',
    content: `When someone in your neighbourhood searches for a dentist, a CA or a sweet shop, Google shows three businesses on a map before any website. Those three spots take most of the calls. This checklist covers what we do for every local client, in the order we do it.

## Start with your Google Business Profile

Your profile is the single most important local ranking factor you control. Claim it at [business.google.com](https://business.google.com) and verify it, then work through these items:

- **Primary category**: choose the most specific one. "Pediatric dentist" beats "Dentist" if that is what you are.
- **Secondary categories**: add every category that honestly describes a service you offer.
- **Services and products**: list each one with a short description and, where possible, a price.
- **Hours**: include special hours for Diwali, Eid, Christmas and other holidays.
- **Photos**: add real photos of your entrance, your team and your work. Businesses with recent photos get more direction requests.

### Write a description people will read

Use the 750 characters to say who you serve, where and why they should choose you. Mention the locality, such as Koramangala or Salt Lake, naturally. Do not stuff keywords; Google ignores it and customers notice.

## Make your name, address and phone consistent

Google cross-checks your details against directories. If Justdial says one phone number, IndiaMART another and your website a third, Google trusts all of them less.

| Directory | Why it matters | What to check |
|---|---|---|
| Justdial | Heavily used for local services | Name, phone, category, hours |
| Sulekha | Strong for home and professional services | Service areas and photos |
| IndiaMART | Essential for B2B suppliers | Product listings and address |
| Practo | Doctors and clinics | Fees, timings, specialisation |
| Facebook page | Often shown in brand searches | Address and phone |

Fix the top five listings first, then work through smaller directories and industry associations.

## Build a steady flow of reviews

Reviews influence both rankings and choices. The trick is consistency: five reviews a month beat fifty in one week and then silence.

1. Ask at the moment of satisfaction, when the work is done and the customer is happy.
2. Send a short WhatsApp message with your direct review link.
3. Reply to every review within two days, thanking the good ones and addressing the bad ones calmly.

Never buy reviews or offer discounts for them. Google removes them and can suspend your profile.

## Create a page for each location

If you have more than one branch, give each a page on your website with its address, timings, directions from nearby landmarks, photos and a few lines about the team there. Add LocalBusiness structured data to each page and link it from the matching Google Business Profile.

## Track what matters

Rankings in a single spot tell you little, because map results change with the searcher's location. Track instead:

- calls and direction requests from your profile insights;
- website visits from your profile (tag the link with UTM parameters);
- rankings from several points across your service area.

## The short version

Complete your profile, make your details consistent, earn reviews every week and give every branch its own page. Most businesses that do these four things well see more calls within two months. If you want a second pair of eyes, our [local SEO audit](/services/local-seo) covers every item on this list.`,
  },
  {
    slug: 'technical-seo-audit-guide',
    title: 'How to Run a Technical SEO Audit in a Weekend',
    excerpt:
      'The checks that find most technical SEO problems, the free tools to run them and how to decide what to fix first.',
    category: 'seo',
    tags: ['SEO', 'Technical SEO', 'Site Speed'],
    authorSlug: 'priya-sharma',
    published_at: '2026-09-15T05:00:00.000Z',
    status: 'published',
    content: `A full technical audit can take weeks, but most of the problems that hold a site back show up in a weekend of focused checks. Here is the routine we use before any new engagement.

## Saturday morning: can Google crawl and index the site?

Open Google Search Console and start with the **Pages** report. It tells you which URLs are indexed and why others are not.

- **Crawled, currently not indexed** often means thin or duplicate content.
- **Discovered, currently not indexed** on a large site suggests crawl budget is being wasted elsewhere.
- **Excluded by noindex** is fine for admin or thank-you pages and a disaster for product pages.

Then crawl the site yourself with a desktop crawler. Screaming Frog's free version covers 500 URLs, enough for most small business sites.

### What to look for in the crawl

- Broken internal links (4xx) and redirect chains longer than one hop.
- Pages with missing, duplicate or very long titles.
- Canonical tags pointing to the wrong URL, or to a redirect.
- Important pages more than three clicks from the home page.

## Saturday afternoon: duplicates and URL hygiene

Duplicate URLs split your ranking signals. Check that each page answers on exactly one address:

| Variation | Should it work? | Correct behaviour |
|---|---|---|
| http:// and https:// | No | 301 to https |
| www and non-www | No | 301 to your chosen host |
| Trailing slash and none | No | 301 to one form |
| Upper-case letters | No | 301 to lower case |
| Tracking parameters | Yes | Canonical to the clean URL |

Test each with a quick request and confirm a single permanent redirect, not a chain.

## Sunday morning: speed and Core Web Vitals

Open PageSpeed Insights for your home page and your three most valuable templates. Focus on field data if it is available, since that is what Google uses.

1. **Largest Contentful Paint** above 2.5 seconds usually comes from a heavy hero image or slow server response.
2. **Interaction to Next Paint** above 200 ms points to heavy JavaScript, often from chat widgets and tag managers.
3. **Cumulative Layout Shift** above 0.1 is usually caused by images without dimensions or late-loading fonts and banners.

Test on a mid-range Android phone on mobile data too. Many of your customers browse that way.

## Sunday afternoon: structured data and prioritising

Run your key pages through the Rich Results Test. Organisation, LocalBusiness, Product, FAQ and Article markup are the common ones. Fix errors first; warnings can wait.

Finally, put every issue in a spreadsheet with two scores from one to three: **impact** and **effort**. Sort by impact, then by effort. The high-impact, low-effort fixes are your first sprint.


### Tools you need

You can run this whole audit with free tools: Google Search Console, PageSpeed Insights, the Rich Results Test, a desktop crawler and a spreadsheet. Paid crawlers and log-file analysers help on sites with tens of thousands of URLs, but for a typical business site of a few hundred pages they add little. What matters more is having someone who can read the results and tell a cosmetic warning from a problem that costs you traffic.

## What you will usually find

On most Indian business sites we audit, the top three problems are the same: duplicate URLs from missing redirects, oversized images, and important pages buried deep in the navigation. None is expensive to fix, and together they often produce the fastest ranking gains of the whole engagement.

If you would rather have us do it, our [SEO service](/services/seo) starts with exactly this audit.`,
  },
];
