import type { AuthorSeed } from './types';

export const authorSeeds: AuthorSeed[] = [
  {
    slug: 'priya-sharma',
    name: 'Priya Sharma',
    profile_image: '/images/authors/priya-sharma.webp',
    short_bio:
      'Head of SEO. Eleven years ranking Indian businesses, from Pune clinics to national retailers.',
    full_bio:
      'Priya leads the SEO practice at RankSutra Digital. She started her career as a developer in Pune before moving into technical SEO in 2015, and has since led search programmes for healthcare groups, real estate developers and e-commerce brands across India. She speaks regularly at regional marketing meetups about technical SEO and search in Indian languages, and still reads server logs for fun.',
    social_links: {
      linkedin: 'https://www.linkedin.com/in/priya-sharma-seo',
      twitter: 'https://x.com/priyasharmaseo',
      website: 'https://ranksutra.in/author/priya-sharma',
    },
  },
  {
    slug: 'arjun-mehta',
    name: 'Arjun Mehta',
    profile_image: '/images/authors/arjun-mehta.webp',
    short_bio:
      'Paid media and analytics lead. Believes every rupee of ad spend should be traceable to revenue.',
    full_bio:
      'Arjun runs paid media and analytics at RankSutra Digital. Before joining the agency he managed Google Ads budgets for a Mumbai fintech and an education company in Delhi. He sets up measurement before campaigns, not after, and has helped clients move from counting clicks to counting customers. Outside work he follows Test cricket statistics with the same attention he gives conversion data.',
    social_links: {
      linkedin: 'https://www.linkedin.com/in/arjun-mehta-ppc',
      twitter: 'https://x.com/arjunmehtappc',
    },
  },
  {
    slug: 'neha-iyer',
    name: 'Neha Iyer',
    profile_image: '/images/authors/neha-iyer.webp',
    short_bio: 'Content strategy director. Plans content that answers what buyers actually ask.',
    full_bio:
      'Neha directs content strategy at RankSutra Digital. A former business journalist in Chennai, she builds editorial plans from search data and sales conversations, and trains client teams to write briefs that rank. She has planned content in English, Tamil and Hindi for manufacturers, SaaS companies and consumer brands.',
    social_links: {
      linkedin: 'https://www.linkedin.com/in/neha-iyer-content',
      instagram: 'https://www.instagram.com/nehawrites',
      facebook: 'https://www.facebook.com/neha.iyer.writes',
    },
  },
];
