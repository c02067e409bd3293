// Hard-coded copy of the home page (spec section 2, Home).

export const hero = {
  headline: 'Dominate Search Rankings with Expert SEO Strategies',
  subline:
    "Tailored SEO solutions to boost your business visibility across India's diverse digital landscape",
  primaryCta: { label: 'Get Free SEO Audit', href: '/contact' },
  secondaryCta: { label: 'Explore Services', href: '/services' },
  scrollLabel: 'Scroll to explore',
};

export const stats = [
  { value: '500+', label: 'Clients' },
  { value: '50+', label: 'Cities Covered' },
  { value: '10K+', label: 'Rankings Improved' },
  { value: '12+', label: 'Years Experience' },
] as const;

export type ServiceIcon = 'search' | 'ppc' | 'content' | 'speed';

export type HomeServiceCard = {
  title: string;
  description: string;
  icon: ServiceIcon;
  features: string[];
  link: string;
  accentColor: string;
};

export const homeServices: HomeServiceCard[] = [
  {
    title: 'SEO',
    description:
      'Technical, on-page and off-page search engine optimisation that earns your business lasting first-page rankings on Google.',
    icon: 'search',
    features: [
      'Technical SEO audits',
      'Keyword research in English and Indian languages',
      'On-page optimisation',
      'Authority link building',
    ],
    link: '/services/seo',
    accentColor: 'blue',
  },
  {
    title: 'PPC Management',
    description:
      'Google Ads and Meta campaigns managed for return on ad spend, not clicks, with every rupee tracked to a lead or a sale.',
    icon: 'ppc',
    features: [
      'Search and Performance Max campaigns',
      'Landing page testing',
      'Conversion tracking',
      'Weekly bid and budget tuning',
    ],
    link: '/services/ppc',
    accentColor: 'violet',
  },
  {
    title: 'Content Strategy',
    description:
      'Topic research, editorial calendars and briefs that turn your expertise into pages people search for and trust.',
    icon: 'content',
    features: [
      'Topic cluster planning',
      'Search-led content briefs',
      'Editorial calendars',
      'Content refresh programmes',
    ],
    link: '/services/content-strategy',
    accentColor: 'emerald',
  },
  {
    title: 'Site Speed Optimization',
    description:
      'Core Web Vitals audits with a prioritised fix list, so your pages load fast on the mid-range phones most Indians use.',
    icon: 'speed',
    features: [
      'Core Web Vitals audit',
      'Image and font optimisation',
      'JavaScript and CSS trimming',
      'Server and caching review',
    ],
    link: '/services/site-speed',
    accentColor: 'amber',
  },
];

export const homeFaqs = [
  {
    question: 'How long does SEO take to show results?',
    answer:
      'Most businesses see early movement in rankings within six to eight weeks and meaningful growth in organic traffic and enquiries in three to six months. Competitive national keywords can take longer; local searches usually respond faster.',
  },
  {
    question: 'Do you work with businesses outside the big metro cities?',
    answer:
      'Yes. We work with clients in more than 50 cities, including tier-2 and tier-3 towns. Local SEO often delivers the fastest returns in smaller markets because competition for search visibility is lower.',
  },
  {
    question: 'What does an SEO engagement cost?',
    answer:
      'Monthly SEO programmes start from about ₹65,600 ($800) per month, with no long-term contract after the first month. PPC management, content strategy and site speed audits are priced separately; we share a written quote after a free audit.',
  },
  {
    question: 'Will I be able to see what you are doing each month?',
    answer:
      'Every client gets a monthly report covering rankings, organic traffic, leads and the work completed, plus a call to agree the next month’s priorities. You keep full ownership of your Google Search Console, Analytics and Ads accounts.',
  },
  {
    question: 'Can you optimise for searches in Hindi and other Indian languages?',
    answer:
      'Yes. We research and optimise for searches in Hindi, Marathi, Tamil, Telugu, Kannada and Bengali where your customers search in those languages, including transliterated queries typed in English letters.',
  },
];

export const getInTouch = {
  title: 'Get in Touch',
  subtitle:
    'Tell us about your business and goals. We reply within one working day with a free audit of your current search visibility.',
};
