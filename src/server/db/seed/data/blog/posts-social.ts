import type { PostSeed } from './types';

export const socialPosts: PostSeed[] = [
  {
    slug: 'instagram-for-indian-d2c-brands',
    title: 'Instagram for Indian D2C Brands: From Followers to Orders',
    excerpt:
      'Followers do not pay the bills. How direct-to-consumer brands turn Instagram attention into traffic, search demand and sales.',
    category: 'social-media',
    tags: ['Social Media', 'Instagram', 'E-commerce'],
    authorSlug: 'neha-iyer',
    published_at: '2026-09-29T05:00:00.000Z',
    status: 'published',
    content: `Instagram is the shop window for most Indian direct-to-consumer brands. Yet many brands with impressive follower counts struggle to connect their posts with actual orders. The gap is usually strategy, not effort.

## Decide what Instagram is for

Instagram does three jobs for a D2C brand, and each needs different content:

1. **Discovery**: reaching people who have never heard of you, mainly through Reels and collaborations.
2. **Consideration**: convincing people who know you, through product detail, reviews and behind-the-scenes posts.
3. **Retention**: keeping customers engaged with new launches, care tips and community.

Plan your calendar so each week covers all three, with discovery content taking the largest share while you grow.

## Content that sells without shouting

- **Product in use**: a saree being draped, a skincare routine, a kitchen tool in a real kitchen.
- **Customer content**: reposts of customers using your product, with permission.
- **Founder and maker stories**: Indian shoppers respond strongly to the people behind a brand.
- **Comparisons and how-tos** that answer real questions, such as which size to pick or how to wash silk.

### Reels that reach new people

Keep Reels short, open with the most interesting frame, and add on-screen text for the many people who watch without sound. Trending audio helps, but a clear idea helps more.

## Connecting Instagram to your website

| Tactic | What it does | How to measure |
|---|---|---|
| Link in bio to a landing page | Sends profile visitors to current offers | UTM-tagged link clicks |
| Product tags in posts | Lets people shop from the post | Instagram shopping insights |
| Story link stickers | Drives traffic from stories | UTM-tagged sessions |
| Branded search | Followers later search your brand on Google | Search Console brand clicks |

That last row is often overlooked. Many people discover a brand on Instagram and buy days later after searching its name on Google. If your website does not rank well for your own brand and product names, you lose those sales to marketplaces and resellers.

## Influencers, sensibly

Micro-influencers with 10,000 to 100,000 engaged followers in your niche often outperform celebrities for D2C brands. Ask for their audience's city split and engagement rate, not just follower count, and give each a unique discount code so you can measure sales.

## Measure orders, not likes

Set up UTM parameters for every Instagram link and track orders in your analytics. Review monthly:

- sessions and orders from Instagram;
- branded search volume on Google;
- the cost per order of paid Instagram campaigns against other channels.


### Posting rhythm

Three to five feed posts or Reels a week, with stories most days, is sustainable for a small team and enough to stay visible. Batch-produce content once a fortnight rather than scrambling daily. Keep a simple calendar that maps each post to one of the three jobs, discovery, consideration or retention, and review every month which posts led to profile visits, link clicks and, most importantly, orders.

### Regional audiences

If a large share of your customers live in one region, test captions and Reels in the regional language. Many D2C brands find that Tamil, Telugu or Marathi content reaches new audiences at a fraction of the cost of English content competing nationally.

## Bringing it together

Instagram builds desire; search captures it. Brands that plan both together, with content that answers on Instagram the questions people later search on Google, get the most from both. Our [e-commerce SEO](/services/ecommerce-seo) team works with D2C brands on exactly that connection.`,
  },
  {
    slug: 'linkedin-for-b2b-founders',
    title: 'LinkedIn for B2B Founders in India: A Realistic Playbook',
    excerpt:
      'You do not need to post every day or go viral. A sustainable LinkedIn routine that builds trust with the buyers who matter.',
    category: 'social-media',
    tags: ['Social Media', 'LinkedIn', 'B2B'],
    authorSlug: 'arjun-mehta',
    published_at: '2026-03-17T05:00:00.000Z',
    status: 'published',
    content: `For B2B companies in India, the founder's LinkedIn profile is often more influential than the company page. Buyers want to know who they are dealing with. The good news: you do not need to become a full-time creator to benefit.

## Fix your profile first

Before posting anything, make your profile answer three questions for a visiting buyer: what you do, who you do it for, and why they should trust you.

- **Headline**: "Helping Gujarat chemical manufacturers export to the EU" beats "Founder and CEO".
- **About section**: a short story of the problem you solve, with one or two results.
- **Featured section**: a case study, a product demo and a way to contact you.
- **Banner**: your product, your factory or your team at work.

## A routine you can keep

Consistency matters more than frequency. Two thoughtful posts a week for a year beat daily posting for a month.

| Day | Post type | Example |
|---|---|---|
| Tuesday | Lesson or opinion | "Three things we learnt exporting our first container" |
| Friday | Proof | A customer result, a new certification, a factory milestone |

Spend fifteen minutes a day commenting thoughtfully on posts by customers, prospects and peers. Comments often bring more profile visits than your own posts.

## What to write about

1. **Mistakes and lessons**, honestly told. They earn trust faster than success stories.
2. **How things work** in your industry. Buyers love understanding the process behind what they buy.
3. **Customer problems** and how you think about solving them.
4. **Your team**: hires, training, people who go above and beyond.

### What to avoid

- Engagement bait such as "Agree?" and polls with no point.
- Posting the same press release on every platform.
- Tagging dozens of people who were not involved.

## From attention to enquiries

LinkedIn works slowly and then suddenly. Most enquiries come from people who have quietly read your posts for months. Make it easy for them:

- Add a clear call to action in your profile and featured section.
- Link occasional posts to useful pages on your website, such as case studies or guides, rather than your home page.
- Track visits from LinkedIn with UTM parameters, and ask every new lead how they heard of you.

## Company page and ads

Keep the company page updated, but expect most organic reach from personal profiles. LinkedIn ads are expensive per click; they work best for retargeting website visitors and promoting strong case studies to a narrow list of target accounts.


### Measuring progress

Track a few simple numbers each month: profile views, followers from your target industries, comments from people you would like as customers, and enquiries that mention LinkedIn. Ignore likes from peers and vendors, which feel good but rarely lead to business. After six months, compare enquiries with the same period before you started. Founders who keep going usually find that LinkedIn becomes one of their top three sources of warm introductions.

### Delegate carefully

A team member or agency can help with drafting and scheduling, but keep the voice yours and reply to comments yourself.

## Give it a year

A founder who posts twice a week for a year builds a body of work that no competitor can copy quickly. Pair it with a website that ranks for what buyers search, and your LinkedIn readers will find you when they are ready. Our [content strategy](/services/content-strategy) team helps founders plan both.`,
  },
];
