// Hard-coded copy of the home page (spec section 2, Home).

export const hero = {
  headline: 'Dominate Search Rankings with Expert SEO Strategies',
  subline:
    "Tailored SEO solutions to boost your business visibility across India's diverse digital landscape",
  primaryCta: { label: 'Get Free SEO Audit', href: '/free-seo-audit' },
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

/** A home page card's copy; its name and link are the stored service's (by its shipped slug). */
export type HomeServiceCard = {
  service: string;
  description: string;
  icon: ServiceIcon;
  features: string[];
  /** When the card fades in after its section comes into view, in ms (the spec's per-card delay). */
  delay: number;
  accentColor: AccentColor;
};

/** A card with its stored service's current name and address. */
export type HomeServiceLink = HomeServiceCard & { title: string; link: string };

/** The accents a card's icon may take: each a background and foreground pair in globals.css. */
export const ACCENT_COLORS = ['blue', 'violet', 'emerald', 'amber'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];

export const homeServices: HomeServiceCard[] = [
  {
    service: 'seo',
    description:
      'Technical, on-page and off-page search engine optimisation that earns your business lasting first-page rankings on Google.',
    icon: 'search',
    features: [
      'Technical SEO audits',
      'Keyword research in English and Indian languages',
      'On-page optimisation',
      'Authority link building',
    ],
    delay: 100,
    accentColor: 'blue',
  },
  {
    service: 'ppc',
    description:
      'Google Ads and Meta campaigns managed for return on ad spend, not clicks, with every rupee tracked to a lead or a sale.',
    icon: 'ppc',
    features: [
      'Search and Performance Max campaigns',
      'Landing page testing',
      'Conversion tracking',
      'Weekly bid and budget tuning',
    ],
    delay: 200,
    accentColor: 'violet',
  },
  {
    service: 'content-strategy',
    description:
      'Topic research, editorial calendars and briefs that turn your expertise into pages people search for and trust.',
    icon: 'content',
    features: [
      'Topic cluster planning',
      'Search-led content briefs',
      'Editorial calendars',
      'Content refresh programmes',
    ],
    delay: 300,
    accentColor: 'emerald',
  },
  {
    service: 'site-speed',
    description:
      'Core Web Vitals audits with a prioritised fix list, so your pages load fast on the mid-range phones most Indians use.',
    icon: 'speed',
    features: [
      'Core Web Vitals audit',
      'Image and font optimisation',
      'JavaScript and CSS trimming',
      'Server and caching review',
    ],
    delay: 400,
    accentColor: 'amber',
  },
];

export const getInTouch = {
  title: 'Get in Touch',
  subtitle:
    'Tell us about your business and goals. We reply within one working day with a free audit of your current search visibility.',
};
