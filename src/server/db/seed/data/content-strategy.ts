import { steps, topics, type ServicePageSeed } from './types';

export const contentStrategyService: ServicePageSeed = {
  service_slug: 'content-strategy',
  service_name: 'Content Strategy',
  service_description:
    'Search-led content strategies, topic clusters and briefs that turn your expertise into pages people search for, read and trust.',
  hero_heading: 'Content Strategy Built on What Your Buyers Search For',
  hero_subheading:
    'We research the questions your customers ask, plan the pages that answer them and give your writers briefs that rank.',
  meta_title: 'Content Strategy Services in India | SEO Content | RankSutra',
  meta_description:
    'Search-led content strategy for Indian brands: topic research, content audits, editorial calendars and SEO briefs. Delivered in 2-3 weeks.',
  expertise_areas: [
    {
      name: 'Audience and Topic Research',
      description: 'What your buyers want to know at every stage of the decision.',
      sub_topics: topics([
        [
          'Question mining',
          'Search data, sales calls and forums distilled into the questions buyers ask.',
        ],
        [
          'Topic clusters',
          'Pillar pages and supporting articles mapped so each strengthens the others.',
        ],
        [
          'Regional language demand',
          'Where demand in Hindi or other Indian languages justifies localised content.',
        ],
      ]),
    },
    {
      name: 'Content Audits',
      description: 'Deciding what to keep, improve, merge or retire.',
      sub_topics: topics([
        ['Performance inventory', 'Traffic, rankings and conversions for every existing page.'],
        ['Cannibalisation fixes', 'Merging pages that compete for the same search.'],
        ['Refresh plans', 'Updating pages that have slipped with new data and examples.'],
      ]),
    },
    {
      name: 'Editorial Planning',
      description: 'A calendar your team can actually deliver.',
      sub_topics: topics([
        ['Prioritised roadmap', 'Pages ordered by business value and ranking opportunity.'],
        ['Formats and channels', 'Guides, comparisons, calculators and videos matched to intent.'],
        ['Workflow and governance', 'Who writes, reviews and approves, with realistic timelines.'],
      ]),
    },
    {
      name: 'SEO Briefs',
      description: 'Briefs that let any good writer produce a page that ranks.',
      sub_topics: topics([
        ['Search intent summary', 'What the searcher needs and what the top results miss.'],
        ['Outline and entities', 'Headings, subtopics and terms the page must cover.'],
        [
          'Internal links and calls to action',
          'Where the page fits and what the reader should do next.',
        ],
      ]),
    },
  ],
  benefits: [
    { name: 'Content that ranks', description: 'Every page is planned around real search demand.' },
    {
      name: 'Less wasted writing',
      description: 'Audits stop you producing pages that compete with each other.',
    },
    {
      name: 'Authority in your niche',
      description: 'Topic clusters show search engines the depth of your expertise.',
    },
    {
      name: 'A plan your team owns',
      description: 'Briefs and calendars your writers can follow without us.',
    },
  ],
  process_steps: steps([
    [
      'Discovery',
      'Interviews with your team and a review of goals, audience and existing content.',
    ],
    ['Research', 'Keyword, competitor and question research across your market.'],
    ['Audit', 'A page-by-page inventory with keep, improve, merge or retire decisions.'],
    ['Strategy', 'Topic clusters, an editorial calendar and the first set of briefs.'],
    ['Handover', 'A walkthrough with your writers and a review after the first pages go live.'],
  ]),
  faq: [
    {
      question: 'Do you write the content too?',
      answer:
        'Our engagement covers strategy and briefs. We can arrange AI-assisted drafts at nominal rates, but every draft needs review and approval by your team.',
    },
    {
      question: 'How long does a content strategy take?',
      answer:
        'Two to three weeks from the discovery call to handover, depending on the size of your site.',
    },
    {
      question: 'What does it cost?',
      answer:
        'The plans and their prices are under Pricing on this page. A 50% deposit starts the work and the rest is due on delivery; revisions are limited to keep the project on schedule.',
    },
    {
      question: 'Will this work for a B2B business?',
      answer:
        'Yes. B2B buyers research heavily before they contact a supplier; content that answers their questions brings them to you first.',
    },
    {
      question: 'Can you plan content in Hindi?',
      answer:
        'Yes, where search demand supports it. We check demand in each language before recommending localised pages.',
    },
  ],
};
