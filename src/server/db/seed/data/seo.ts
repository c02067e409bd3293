import { steps, topics, type ServicePageSeed } from './types';

export const seoService: ServicePageSeed = {
  service_slug: 'seo',
  service_name: 'SEO',
  service_description:
    'Technical, on-page and off-page search engine optimisation that earns Indian businesses lasting first-page rankings and a steady flow of qualified enquiries.',
  hero_heading: 'SEO Services That Turn Searches into Customers',
  hero_subheading:
    'From technical audits to authority building, we make your website the answer Google shows when buyers across India search for what you sell.',
  meta_title: 'SEO Services in India | Technical & On-Page SEO | RankSutra',
  meta_description:
    'Result-driven SEO services for Indian businesses: technical audits, keyword research, on-page optimisation and ethical link building. Get a free SEO audit.',
  expertise_areas: [
    {
      name: 'Technical SEO',
      description: 'A site search engines can crawl, render and index without friction.',
      sub_topics: topics([
        [
          'Crawl and index audits',
          'We find pages Google cannot reach, duplicates it should not index and wasted crawl budget.',
        ],
        [
          'Site architecture',
          'Logical URL structures, internal linking and breadcrumbs that spread authority to money pages.',
        ],
        [
          'Structured data',
          'Schema markup for organisations, products, FAQs and articles that earns rich results.',
        ],
        [
          'International and regional targeting',
          'hreflang and regional signals for sites serving several Indian languages or countries.',
        ],
      ]),
    },
    {
      name: 'Keyword and Market Research',
      description: 'Targets chosen for buying intent, not vanity volume.',
      sub_topics: topics([
        [
          'Intent mapping',
          'Every keyword is classed as research, comparison or purchase and mapped to the right page.',
        ],
        [
          'Vernacular and transliterated queries',
          'Hindi, Tamil, Marathi and Hinglish searches that competitors ignore.',
        ],
        [
          'Competitor gap analysis',
          'The queries your competitors rank for and you do not, ranked by value.',
        ],
      ]),
    },
    {
      name: 'On-Page Optimisation',
      description: 'Pages that answer the query better than anything else on page one.',
      sub_topics: topics([
        [
          'Titles, headings and meta descriptions',
          'Written to win the click as well as the ranking.',
        ],
        [
          'Content upgrades',
          'Depth, examples, FAQs and media added where the page falls short of searcher needs.',
        ],
        [
          'Internal linking',
          'Contextual links that help users and pass authority to priority pages.',
        ],
      ]),
    },
    {
      name: 'Authority Building',
      description: 'Links and mentions earned from sites your customers already trust.',
      sub_topics: topics([
        [
          'Digital PR',
          'Data stories and expert commentary pitched to Indian business and trade media.',
        ],
        [
          'Industry and local citations',
          'Accurate listings on directories and associations relevant to your sector.',
        ],
        ['Link risk review', 'Audit and clean-up of spammy links that hold rankings back.'],
      ]),
    },
  ],
  benefits: [
    {
      name: 'Compounding traffic',
      description: 'Unlike ads, rankings keep bringing visitors after the work is done.',
    },
    {
      name: 'Qualified leads',
      description: 'We target searches made by people ready to buy, not just browse.',
    },
    {
      name: 'Transparent reporting',
      description: 'Monthly reports on rankings, traffic, leads and the work completed.',
    },
    {
      name: 'No lock-in',
      description: 'No long-term contract: you stay because it works, and you own every account.',
    },
    {
      name: 'India-first expertise',
      description: 'Twelve years of ranking Indian businesses in English and regional languages.',
    },
  ],
  process_steps: steps([
    ['Audit', 'A technical, content and backlink audit of your site and three competitors.'],
    ['Strategy', 'A prioritised 90-day roadmap with keyword targets and expected impact.'],
    ['Implementation', 'We fix, write and build, or brief your developers with precise tickets.'],
    ['Authority', 'Ongoing digital PR and citations to grow the trust signals Google weighs.'],
    [
      'Measure and refine',
      'Monthly reviews of rankings, traffic and leads, and a plan for the next month.',
    ],
  ]),
  faq: [
    {
      question: 'How long does SEO take to work?',
      answer:
        'Expect early ranking movement in six to eight weeks and a meaningful rise in organic leads within three to six months, depending on competition and your site’s starting point.',
    },
    {
      question: 'Do you guarantee first-page rankings?',
      answer:
        'No honest agency can guarantee a position, because Google’s results change constantly. We commit to the work, the reporting and clear targets, and most clients reach page one for their priority terms within six months.',
    },
    {
      question: 'What does SEO cost?',
      answer:
        'Monthly SEO is priced under Pricing on this page. There is no long-term contract after the first month, and a 50% deposit starts the work.',
    },
    {
      question: 'Will you need access to my website?',
      answer:
        'Yes, usually to the CMS, Google Search Console and Google Analytics. If you prefer, we can brief your developers instead of making changes ourselves.',
    },
    {
      question: 'Do you build links?',
      answer:
        'We earn links through digital PR, useful content and relevant citations. We never buy links or use private blog networks, which put your site at risk.',
    },
  ],
};
