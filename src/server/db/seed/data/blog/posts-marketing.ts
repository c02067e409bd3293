import type { PostSeed } from './types';

export const marketingPosts: PostSeed[] = [
  {
    slug: 'google-ads-budget-small-business-india',
    title: 'How Much Should a Small Business in India Spend on Google Ads?',
    meta_title: 'Google Ads Budget for Small Businesses in India | RankSutra',
    excerpt:
      'A simple method to set a Google Ads budget from your numbers, not a guess, with worked examples for a clinic, a coaching centre and an online store.',
    category: 'marketing',
    tags: ['Marketing', 'PPC', 'Google Ads'],
    authorSlug: 'arjun-mehta',
    published_at: '2026-10-06T05:00:00.000Z',
    status: 'published',
    content: `"How much should we spend?" is the first question every new PPC client asks. The honest answer is that it depends on three numbers you probably already know. Here is how to work it out.

## The three numbers

1. **Cost per click (CPC)** in your market. Google's Keyword Planner gives ranges; real costs are usually near the top of them.
2. **Conversion rate**: the share of visitors who become leads. For a decent landing page, 3 to 8 percent is typical.
3. **Lead-to-customer rate and customer value**: how many leads become paying customers, and what each is worth to you.

From these, the cost per lead is CPC divided by conversion rate, and the cost per customer is cost per lead divided by your close rate.

## Worked examples

| Business | CPC | Conversion rate | Cost per lead | Close rate | Cost per customer |
|---|---|---|---|---|---|
| Dental clinic, Pune | ₹35 | 6% | ₹583 | 30% | ₹1,944 |
| Coaching centre, Delhi | ₹28 | 5% | ₹560 | 15% | ₹3,733 |
| Online sarees store, Surat | ₹9 | 2% | ₹450 | 100% (sale) | ₹450 |

If a dental patient is worth ₹15,000 over a year, paying under ₹2,000 to acquire one is a good deal. If a coaching student pays ₹40,000, ₹3,733 is easily justified.

## Setting the monthly budget

Work backwards from the number of customers you want:

- Decide your target, for example 20 new patients a month.
- Multiply by the cost per customer: 20 × ₹1,944 is about ₹39,000.
- Add 20 to 30 percent for testing in the first two months, while campaigns learn.

That gives a starting budget of roughly ₹50,000 a month for the clinic, a far better starting point than a round number picked in a meeting.

## Why too little can cost more

Very small budgets spread thin across many keywords rarely gather enough data to improve. It is better to run one tight campaign on your most valuable service than five starved ones. Once it works, expand.

### Signs your budget is too low

- Campaigns show "limited by budget" before noon.
- You get fewer than 30 conversions a month, too few for automated bidding to learn.
- Results swing wildly from week to week.

## Protecting your budget

1. Add negative keywords from the first week: "free", "jobs", "course" (unless you sell courses), "salary" and your competitors' brand names if you do not want that traffic.
2. Target only the areas you serve, by pin code or radius.
3. Schedule ads for the hours you can answer the phone.
4. Track calls and WhatsApp clicks, not just forms, or you will undervalue your best campaigns.


### Seasonality matters

Indian demand swings with festivals, exam calendars, wedding seasons and the financial year end. A coaching centre sees searches spike before admissions; a jeweller before Akshaya Tritiya and Diwali; a CA firm before the July and March deadlines. Plan budgets month by month rather than as one flat figure, and raise them a week or two before your peak, since clicks get more expensive as competitors join in.

## Review monthly, not daily

Daily changes based on a handful of clicks do more harm than good. Review the search terms weekly and the budget monthly, against cost per customer rather than cost per click.

If you would like us to model your numbers, our [PPC management](/services/ppc) team will build this table with your own data before you spend a rupee.`,
  },
  {
    slug: 'b2b-lead-generation-manufacturers',
    title: 'Lead Generation for Indian Manufacturers: Beyond Trade Fairs and IndiaMART',
    meta_title: 'B2B Lead Generation for Indian Manufacturers | RankSutra',
    excerpt:
      'Procurement teams now research suppliers online long before they call. How manufacturers can be found in that research, and turn it into enquiries.',
    category: 'marketing',
    tags: ['Marketing', 'B2B', 'Lead Generation'],
    authorSlug: 'arjun-mehta',
    published_at: '2026-07-21T05:00:00.000Z',
    status: 'published',
    content: `For decades, Indian manufacturers won business through trade fairs, agents and directory listings. Those still matter, but the way buyers choose suppliers has changed. Procurement engineers in Chennai, Stuttgart and Detroit now shortlist suppliers on Google before anyone picks up a phone.

## How B2B buyers research today

A typical industrial purchase goes through these steps:

1. An engineer searches for the component or process, often with a specification, such as "precision CNC machining aluminium 6061".
2. They compare the capabilities pages, certifications and case studies of five to ten suppliers.
3. They shortlist three and send requests for quotation.
4. Procurement compares prices and terms.

If your website cannot be found at step one, or looks unconvincing at step two, you never reach step three.

## What your website must show

- **Capabilities by process and material**, each on its own page: "Die casting", "Aluminium machining", "Powder coating".
- **Certifications** such as ISO 9001, IATF 16949 or AS9100, with certificate numbers.
- **Equipment lists** with make, model and capacity. Engineers read these.
- **Industries served** with short case studies and photos of real parts.
- **A simple RFQ form** that accepts drawings.

## Search terms that bring serious buyers

Generic terms like "manufacturer in India" bring students and job seekers. Specific terms bring buyers.

| Search term | Intent | Value |
|---|---|---|
| "manufacturing jobs" | Job seeker | None |
| "CNC machining" | Research | Low |
| "CNC machining services India" | Supplier search | Medium |
| "5-axis CNC machining titanium aerospace" | Specific RFQ | High |

Build pages around the specific terms, and you will attract fewer but far better visitors.

## Paid search for manufacturers

Google Ads works well for industrial suppliers when tightly targeted:

- Use exact and phrase match for specific process and material terms.
- Target countries you can actually ship to.
- Run ads in working hours of the target market.
- Send clicks to capability pages, not the home page.

### LinkedIn, carefully

LinkedIn ads can reach procurement managers by job title and industry. They are expensive per click, so use them for remarketing to website visitors and for promoting case studies rather than cold selling.

## Measure what matters

Track RFQs, not just form fills, and record which ones became orders. After six months you will know which pages and campaigns bring real business, and where to invest next.


### Content that earns trust

Engineers trust evidence. Publish what you can about your quality process: inspection equipment, tolerances you routinely hold, first-article inspection reports (with customer names removed), and photographs of real parts rather than stock images. A short video walk-through of your shop floor often does more for credibility than pages of claims. Keep each page specific and factual; the buyer is comparing you with suppliers in China, Vietnam and Europe, and detail is how you stand out.

### Respond fast

The best leads go to the supplier who replies first with a clear answer. Set a target of replying to every RFQ within one working day, even if only to confirm receipt and ask for missing drawings.

## Keep the fairs, add the web

Trade fairs build relationships; your website is where buyers check you out before and after they meet you. Treat it as your permanent stand. Our [SEO](/services/seo) and [PPC](/services/ppc) teams work with manufacturers across Gujarat, Maharashtra and Tamil Nadu on exactly this.`,
  },
  {
    slug: 'whatsapp-marketing-for-local-businesses',
    title: 'WhatsApp Marketing for Local Businesses: What Works Without Annoying Customers',
    meta_title: 'WhatsApp Marketing for Local Businesses | RankSutra',
    excerpt:
      'WhatsApp is where Indian customers already are. How to use it for enquiries, reminders and reviews without becoming spam.',
    category: 'marketing',
    tags: ['Marketing', 'WhatsApp', 'Local SEO'],
    authorSlug: 'arjun-mehta',
    published_at: '2026-05-12T05:30:00.000Z',
    status: 'published',
    content: `For most Indian customers, WhatsApp is not a marketing channel; it is where they talk to family, friends and the businesses they trust. That is exactly why it works so well, and why it is so easy to get wrong.

## Start with conversations, not campaigns

The best use of WhatsApp is answering questions quickly. Add a "Chat on WhatsApp" button to your website, your Google Business Profile and your Instagram bio. Customers who message you are already interested; a reply within minutes often wins the sale.

### Set up WhatsApp Business properly

- Use the free WhatsApp Business app for one or two people, or the WhatsApp Business Platform through a provider if several staff need access.
- Fill in your business profile: address, hours, catalogue and website.
- Create quick replies for common questions about prices, timings and location.
- Set an away message that says when you will reply.

## Messages customers welcome

| Message | When | Why it works |
|---|---|---|
| Appointment reminder | A day before | Cuts no-shows |
| Order or delivery update | As it happens | Reduces calls asking "where is my order?" |
| Review request | Right after service | Builds your Google reviews |
| Re-order reminder | When stock usually runs out | Useful, not pushy |

Each of these is something the customer would want to know. That is the test for every message you send.

## Messages that get you blocked

1. Daily offers sent to everyone who ever messaged you.
2. Forwards, long videos and good-morning images.
3. Messages to numbers collected without permission.

Blocks and reports lower your quality rating, and on the Business Platform they can limit how many people you can message.

## Getting permission

Ask clearly and record the answer. A checkbox on your website form, a line on your bill or a simple question at the counter all work: "Can we send you appointment reminders and occasional offers on WhatsApp?" India's data protection law expects consent to be specific and easy to withdraw, so include a way to opt out in every promotional message.

## Turning chats into reviews

A review request on WhatsApp is one of the most effective local SEO tactics we know. Send a short, personal message with a direct link to your Google review form. Keep it to one request, and thank the customer whether or not they review.


### Templates that work

Short, personal and useful messages perform best. For example, for a clinic: "Hello Mrs Rao, a reminder of your appointment with Dr Kulkarni tomorrow at 11 am. Reply 1 to confirm or 2 to reschedule." For a shop: "Your order is ready for pickup until 8 pm today." Avoid capital letters, long lists of offers and more than one link. Sign messages with a real name where you can; customers reply more readily to a person than to a brand.

## Measuring results

Use a separate WhatsApp link with UTM parameters on each channel so you can see where chats start. Record in a simple sheet which chats became customers. After a month, you will know whether your website, your Google profile or Instagram brings the most valuable conversations.

WhatsApp rewards businesses that are helpful and restrained. Used that way, it is the cheapest customer service and retention tool available to a local business. It also works hand in hand with [local SEO](/services/local-seo).`,
  },
];
