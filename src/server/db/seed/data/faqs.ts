// The home and contact pages' FAQs as the site first shipped.

export const homeFaqSeeds = [
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
      'Each service page lists its plans and prices in rupees. Monthly SEO has no long-term contract after the first month; we share a written quote after a free audit.',
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

export const contactFaqSeeds = [
  {
    question: 'How quickly will you reply to my enquiry?',
    answer:
      'Within one working day, Monday to Saturday. We reply with a few questions about your goals and, for most enquiries, a free audit of your current search visibility.',
  },
  {
    question: 'Is the first consultation really free?',
    answer:
      'Yes. The first call and the initial audit are free and carry no obligation. We only charge once you approve a written proposal.',
  },
  {
    question: 'Do you work with businesses outside your city?',
    answer:
      'Yes. Most of our clients are in other cities across India. We work through video calls, shared reports and, where useful, an on-site workshop.',
  },
  {
    question: 'What information should I include in my message?',
    answer:
      'Your website, the services or products that matter most, the cities you serve and what you want to improve, such as more leads, more calls or more online orders.',
  },
  {
    question: 'Will I be tied into a long contract?',
    answer:
      'No. Our monthly services have no long-term contract after the first month, and you keep ownership of every account and asset we create.',
  },
];
