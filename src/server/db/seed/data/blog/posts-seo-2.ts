import type { PostSeed } from './types';

export const seoPostsMore: PostSeed[] = [
  {
    slug: 'hindi-and-hinglish-keyword-research',
    title: 'Keyword Research in Hindi and Hinglish: A Field Guide',
    excerpt:
      'Millions of Indians search in Hindi, or in Hindi typed with English letters. Here is how to find those searches and build pages that rank for them.',
    category: 'seo',
    tags: ['SEO', 'Keyword Research', 'Vernacular'],
    authorSlug: 'priya-sharma',
    published_at: '2026-08-04T05:30:00.000Z',
    status: 'published',
    content: `Most keyword research in India still happens only in English. Yet a large share of searches, especially on phones and through voice, are typed in Devanagari or in Hinglish, Hindi written with English letters. Businesses that serve those searchers well often face far less competition.

## Three kinds of query to research

1. **Devanagari queries**, such as "सस्ता होम लोन". Common on voice search and among older users.
2. **Hinglish queries**, such as "sasta home loan kaise milega". Very common among younger mobile users.
3. **Mixed queries**, such as "home loan ke liye documents". English nouns with Hindi grammar.

Each behaves differently, and the same page rarely ranks for all three.

## Where to find the data

### Google's own suggestions

Type the start of a query into Google on a phone with the keyboard set to Hindi, and note the autocomplete suggestions. Repeat in Hinglish. It is slow, but it shows real demand.

### Search Console

Filter your performance report for queries containing common Hindi words typed in English, such as "kaise", "kya", "ke liye", "sasta" or "best wala". Many sites already receive impressions for these without targeting them.

### Keyword tools

Most paid tools now support Hindi. Volumes for Hinglish are less reliable because spellings vary, so group variants together: "kaise", "kese" and "kaisey" are the same intent.

## Matching intent to page type

| Query pattern | Typical intent | Best page type |
|---|---|---|
| "kya hai", "meaning" | Learning | Explainer article |
| "kaise kare", "process" | How-to | Step-by-step guide |
| "best", "sasta", "price" | Comparison | Category or comparison page |
| "near me", locality names | Local | Location page or Google profile |

## Writing pages that rank

Decide first whether the page will be in Hindi, in English with Hindi terms, or both. Do not machine-translate an English page and hope; readers notice, and so does Google.

- Write Devanagari pages natively, with a writer who speaks the language daily.
- For Hinglish demand, an English page that uses the Hindi terms people search for, and explains them, often works best.
- Use hreflang only when you have true language versions of the same page.

### Titles and URLs

Keep URLs in simple English transliteration, such as /home-loan-documents, even for Hindi pages. Devanagari URLs work but become unreadable when shared.

## Measuring success

Create a separate group in your rank tracker for vernacular keywords, so their progress is not hidden by English terms. Watch clicks as well as positions, since a Hindi result with a clear title often earns a higher click-through rate than its English neighbours.


### Common mistakes

- Translating English keywords word for word, which produces phrases nobody types.
- Ignoring spelling variants, so demand looks smaller than it is.
- Sending vernacular visitors to an English-only page with an English-only enquiry form.
- Reporting vernacular rankings together with English ones, which hides both trends.

Avoid these four and your first vernacular pages will start from a far stronger position than most competitors, who have not yet looked at this demand at all.

## A small test to start

Pick your five most important English keywords, research their Hindi and Hinglish equivalents, and write or adapt one page per intent. Within three months you will know whether vernacular search deserves a bigger place in your plan. For most consumer businesses outside the largest metros, it does. Our [SEO team](/services/seo) can run this research for you.`,
  },
  {
    slug: 'core-web-vitals-for-indian-mobile-users',
    title: 'Core Web Vitals for Indian Mobile Users: What Actually Moves the Needle',
    meta_title: 'Core Web Vitals for Indian Mobile Users | RankSutra',
    excerpt:
      'Lab scores look fine on office Wi-Fi. Your customers browse on budget phones and patchy 4G. Here is how to fix the metrics that matter to them.',
    category: 'seo',
    tags: ['SEO', 'Site Speed', 'Core Web Vitals'],
    authorSlug: 'priya-sharma',
    published_at: '2026-06-18T06:00:00.000Z',
    status: 'published',
    content: `A site that loads in one second on a developer's laptop can take eight on a ₹10,000 Android phone on a crowded train. Google ranks on field data from real visitors, so that second experience is the one that counts.

## Know your real numbers

Open the Core Web Vitals report in Search Console. It groups your URLs by template and status using real visitor data. If your site has too little traffic for field data, test with PageSpeed Insights using the mobile profile, which simulates a mid-range phone on a slow connection.

The three metrics and their thresholds:

| Metric | Good | Needs improvement | Poor |
|---|---|---|---|
| Largest Contentful Paint | up to 2.5 s | 2.5 to 4 s | over 4 s |
| Interaction to Next Paint | up to 200 ms | 200 to 500 ms | over 500 ms |
| Cumulative Layout Shift | up to 0.1 | 0.1 to 0.25 | over 0.25 |

## Largest Contentful Paint: ship less, sooner

The largest element is usually the hero image or the main heading.

- Serve images in WebP or AVIF, sized for the screen. A 2,000-pixel hero on a 400-pixel phone wastes most of the download.
- Give the hero image high fetch priority and never lazy-load it.
- Host fonts yourself and preload the one used above the fold.
- Check server response time. Hosting far from India adds hundreds of milliseconds before anything starts.

## Interaction to Next Paint: less JavaScript

INP measures how quickly the page responds to taps. Budget phones have slow processors, so heavy scripts hurt far more than on desktops.

1. List every third-party script: chat widgets, heatmaps, multiple analytics tags, social embeds.
2. Remove what nobody uses. Load the rest after the page is interactive.
3. Break up long tasks in your own code, and avoid re-rendering large parts of the page on every tap.

### A quick win we see often

Chat widgets that load on every page are among the worst offenders. Loading them only after a visitor taps a "Chat with us" button usually improves INP noticeably, with no loss of enquiries.

## Cumulative Layout Shift: reserve space

- Set width and height on every image and video.
- Reserve space for banners and ads before they load.
- Use font fallbacks with matching metrics so text does not jump when the web font arrives.

## Test like your customers

Chrome's developer tools can throttle the CPU and network. Use a four-times CPU slowdown and a slow 4G profile, then click around your key pages. Better still, keep an inexpensive Android phone in the office for testing every release.


### Prioritising the fixes

Not every fix is worth the same effort. Start with the templates that carry the most traffic and revenue, usually the home page, category or service pages and the most visited articles. A single change to a shared template, such as compressing the hero image or deferring a chat widget, improves hundreds of pages at once. Leave rarely visited pages for later. Re-test after every release, because a new marketing tag or an oversized banner can undo months of work in a day.

## What to expect

Fixing Core Web Vitals alone rarely lifts rankings dramatically, because relevance still matters most. But faster pages convert better, and on mobile the difference is often striking. Our [site speed audits](/services/site-speed) give your developers a prioritised list of fixes measured on real Indian networks.`,
  },
];
