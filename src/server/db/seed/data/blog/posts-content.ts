import type { PostSeed } from './types';

export const contentPosts: PostSeed[] = [
  {
    slug: 'topic-clusters-explained',
    title: 'Topic Clusters Explained: How to Plan Content That Ranks Together',
    meta_title: 'Topic Clusters Explained | RankSutra Digital',
    excerpt:
      'Single blog posts rarely rank on their own anymore. Topic clusters organise your content so every page strengthens the others.',
    category: 'content-strategy',
    tags: ['Content Strategy', 'SEO', 'Planning'],
    authorSlug: 'neha-iyer',
    published_at: '2026-10-14T05:00:00.000Z',
    status: 'published',
    content: `Many business blogs are a list of unrelated posts written whenever someone had time. Each post competes on its own, and few rank. A topic cluster changes that by organising content around the subjects your customers care about.

## What a topic cluster is

A cluster has two parts:

- **A pillar page** that covers a broad topic thoroughly, such as "Home loans in India".
- **Cluster pages** that each go deep on one question within it: eligibility, documents, interest rates, tax benefits, balance transfer.

Every cluster page links to the pillar, and the pillar links to every cluster page. Search engines see a body of work on the topic instead of scattered posts, and readers can move naturally from one question to the next.

## How to find your clusters

### Start from what you sell

List your main products or services. Each is a candidate pillar. A physiotherapy clinic might have "Back pain", "Sports injuries" and "Post-surgery rehabilitation".

### Collect the questions

For each pillar, gather the questions buyers ask:

1. Search Console queries that already bring impressions.
2. "People also ask" boxes on Google.
3. Questions your sales or front-desk staff hear every day.
4. Reviews and forums where customers describe their problems.

### Group by intent

Put questions with the same answer on the same page. "Home loan documents for salaried" and "documents needed for home loan" are one page, not two.

## A worked example

| Page | Type | Target question |
|---|---|---|
| Back pain treatment guide | Pillar | What are my options for back pain? |
| Lower back pain exercises | Cluster | What exercises help lower back pain? |
| When to see a physiotherapist | Cluster | Do I need a physio or a doctor? |
| Slip disc recovery time | Cluster | How long does a slip disc take to heal? |
| Back pain from desk work | Cluster | Why does my back hurt after work? |

## Writing the pillar

A pillar is not a long list of links. It should answer the broad question well on its own, introduce each subtopic in a few sentences, and link to the cluster page for depth. Aim for the page a customer would bookmark.

## Linking rules

- Every cluster page links to its pillar in the first few paragraphs.
- The pillar links to every cluster page, with descriptive anchor text.
- Cluster pages link to each other where it helps the reader, not everywhere.

## How long until it works

Clusters take time: expect three to six months for a new cluster to gain traction. Publish the pillar and three or four cluster pages together rather than one page a month, so the structure is visible from the start.


### Common mistakes with clusters

- Making the pillar a thin list of links instead of a genuinely useful page.
- Creating cluster pages so narrow that they compete with each other.
- Forgetting to link new posts into an existing cluster, leaving them orphaned.

## Keep it maintained

Review each cluster twice a year. Update statistics, add new questions that have appeared in Search Console, and merge pages that compete with each other. A maintained cluster keeps its rankings; an abandoned one slowly drifts down.

Our [content strategy](/services/content-strategy) engagements deliver exactly this: clusters mapped from search data, with briefs for every page.`,
  },
  {
    slug: 'writing-seo-content-briefs',
    title: 'How to Write an SEO Content Brief Your Writers Will Thank You For',
    meta_title: 'How to Write an SEO Content Brief | RankSutra Digital',
    excerpt:
      'A good brief is the difference between a page that ranks and one that needs three rewrites. Our template, section by section.',
    category: 'content-strategy',
    tags: ['Content Strategy', 'Writing', 'SEO'],
    authorSlug: 'neha-iyer',
    published_at: '2026-08-25T05:00:00.000Z',
    status: 'published',
    content: `Writers cannot read your mind, or your keyword spreadsheet. When a page misses the mark, the cause is usually a vague brief: "Write 1,500 words on home loans, include the keyword." Here is the brief template we use, and why each part is there.

## 1. The goal of the page

One or two sentences: who the page is for, what they want and what we want them to do next.

> For first-time home buyers comparing lenders, explain how home loan eligibility is calculated, so they can estimate their own and book a call with our advisers.

Everything else in the brief serves this sentence.

## 2. The search intent

Describe what the searcher needs, based on the current top results. Are they looking for a definition, a step-by-step guide, a comparison or a calculator? If the top results are all calculators, a long essay will not rank, however good.

## 3. Primary and secondary queries

| Query | Role | Notes |
|---|---|---|
| home loan eligibility | Primary | Use in title and first paragraph |
| home loan eligibility calculator | Secondary | Add a simple calculator or table |
| how much home loan can I get on 50000 salary | Secondary | Answer with a worked example |
| home loan eligibility for self employed | Secondary | Separate section |

Keep the list short. Writers should cover the topic naturally, not tick off phrases.

## 4. The outline

Give the proposed headings, with a line on what each section must answer. Writers may improve the order, but the outline prevents missing sections.

- What decides your eligibility
- How banks calculate it: the FOIR method
- Worked examples for three salary levels
- Self-employed applicants
- How to improve your eligibility

## 5. What the top results miss

This is where your page can win. Perhaps none of the ranking pages gives worked examples in rupees, or all of them ignore self-employed applicants. Point writers at the gap.

## 6. Sources and experts

List the sources to use, such as RBI circulars, bank policy pages or your own data, and name the internal expert who will review the draft. Accuracy builds trust, and trust builds rankings.

## 7. Internal links and call to action

Tell the writer which existing pages to link to and from, and what the call to action is. Most pages need one clear next step, not five.

## 8. Practical details

- Target length as a range, based on competing pages, not a round number.
- Tone: formal, friendly, technical?
- Images, tables or diagrams needed.
- Deadline and reviewer.


### A note on length

Word counts in briefs cause more bad writing than any other instruction. A page should be as long as it needs to be to answer the question better than the alternatives, and no longer. Give writers a range based on what the ranking pages actually do, explain why, and tell them it is fine to come in under it if the answer is complete. Padding hurts readers and, increasingly, rankings too.

### Review the brief itself

Before sending it, ask someone who knows the customer to read the brief. If they cannot say in one sentence what the page is for, the writer will not be able to either.

## A brief is a conversation

Send the brief, then spend ten minutes on a call with the writer. Questions asked before writing save hours of editing afterwards.

If your team needs a steady supply of briefs, our [content strategy](/services/content-strategy) service produces them alongside the editorial plan.`,
  },
  {
    slug: 'content-audit-keep-improve-merge-retire',
    title: 'The Content Audit: Keep, Improve, Merge or Retire',
    excerpt:
      'Most sites have more pages than they need. A content audit finds the ones dragging you down and the ones worth improving.',
    category: 'content-strategy',
    tags: ['Content Strategy', 'SEO', 'Content Audit'],
    authorSlug: 'neha-iyer',
    published_at: '2026-04-09T05:00:00.000Z',
    status: 'published',
    content: `After a few years of blogging, most business websites carry dozens or hundreds of pages that nobody reads. They are not harmless: they dilute your site's quality, compete with your good pages and waste crawl budget. A content audit decides what to do with each one.

## Step 1: build the inventory

Export every indexable URL from a crawler. For each, collect:

- organic clicks and impressions from Search Console for the last 12 months;
- conversions or leads attributed to the page;
- backlinks pointing to it;
- the date it was last updated;
- its primary topic.

A spreadsheet is enough for a few hundred pages.

## Step 2: score each page

We use four outcomes:

| Decision | When | What to do |
|---|---|---|
| Keep | Performs well, still accurate | Leave it alone, check yearly |
| Improve | Relevant topic, weak performance | Update, expand, re-optimise |
| Merge | Overlaps another page | Combine into the stronger page, redirect the weaker |
| Retire | No traffic, no links, no value | Remove, redirect if it has links |

### Spotting overlap

Sort your sheet by topic. Where three posts cover "GST registration" from slightly different angles, they are almost certainly competing. Search Console shows this too: the same query sends impressions to several of your URLs.

## Step 3: improve the pages worth saving

For each "Improve" page:

1. Check the current top results for its main query and note what they cover that you do not.
2. Update facts, figures and screenshots.
3. Add missing sections, examples and a clear answer near the top.
4. Improve the title and description to earn more clicks.
5. Add internal links from related pages.

Change the visible "last updated" date only when the content has genuinely changed.

## Step 4: merge carefully

Choose the page with the most links and traffic as the survivor. Move the useful parts of the others into it, then add a permanent 301 redirect from each retired URL to the survivor. Update internal links to point directly at it.

## Step 5: retire without regret

Pages with no traffic, no links and no business value can simply go. If a page has backlinks, redirect it to the closest relevant page; otherwise a 404 or 410 is fine.


### Tools for the audit

You need less than you might think: a crawler to list URLs, Search Console for clicks and impressions, your analytics for conversions, and a backlink tool for links. Join them in a spreadsheet by URL. For sites with thousands of pages, a simple script or a spreadsheet lookup saves hours. The judgement calls, which pages to merge and what to improve, still need a person who knows your business.

### Involve your team

Sales and support staff know which pages customers mention and which questions keep coming back. Ask them before you retire anything.

## What happens next

Sites often see rankings of their remaining pages rise within two or three months of an audit, because quality signals concentrate on fewer, better pages. The work is unglamorous, but it is among the highest-return tasks in content marketing.

Plan an audit every year. Our [content strategy](/services/content-strategy) service includes one in every engagement.`,
  },
];
