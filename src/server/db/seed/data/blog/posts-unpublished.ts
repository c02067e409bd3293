import type { PostSeed } from './types';

// Two drafts and one post scheduled for the future: none of them may appear publicly.
export const unpublishedPosts: PostSeed[] = [
  {
    slug: 'draft-ai-overviews-and-indian-search',
    title: 'AI Overviews and Indian Search: Early Observations',
    excerpt:
      'What we are seeing in client data since AI answers started appearing above Indian search results.',
    category: 'seo',
    tags: ['SEO', 'AI Search'],
    authorSlug: 'priya-sharma',
    published_at: null,
    status: 'draft',
    content: `## Work in progress

Notes from client data so far:

- informational queries lose more clicks than commercial ones;
- brand searches are largely unaffected;
- pages cited in AI answers see higher click-through than expected.

More analysis to follow before publishing.`,
  },
  {
    slug: 'draft-festive-season-ppc-planning',
    title: 'Festive Season PPC Planning: A Week-by-Week Calendar',
    excerpt: 'How to plan Google Ads budgets and creatives week by week, from Navratri to Diwali.',
    category: 'marketing',
    tags: ['Marketing', 'PPC'],
    authorSlug: 'arjun-mehta',
    published_at: null,
    status: 'draft',
    content: `## Outline

1. Six weeks out: audit last year's data.
2. Four weeks out: prepare creatives and landing pages.
3. Two weeks out: raise budgets gradually.
4. Festival week: monitor daily.
5. After: review and record lessons.`,
  },
  {
    slug: 'search-trends-2027-india',
    title: 'Search Trends to Watch in India in 2027',
    excerpt:
      'Voice, vernacular and AI answers: what will change in Indian search next year, and how to prepare.',
    category: 'seo',
    tags: ['SEO', 'Trends'],
    authorSlug: 'priya-sharma',
    published_at: '2027-01-15T04:30:00.000Z',
    status: 'published',
    content: `## Scheduled for January

This post is scheduled and must not appear before its publication date.

## Voice and vernacular

More searches in Indian languages, spoken rather than typed.

## AI answers

More queries answered directly on the results page.`,
  },
];
