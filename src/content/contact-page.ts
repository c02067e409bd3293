// Copy of /contact (spec section 2, Contact).

export const contactPage = {
  metaTitle: 'Contact RankSutra Digital | Free SEO Audit for Indian Businesses',
  metaDescription:
    'Talk to RankSutra Digital about SEO, PPC, content strategy or site speed. Send an enquiry and get a free audit of your search visibility within one working day.',
  headline: 'Let’s Grow Your Business Together',
  intro:
    'Tell us where you are and where you want to be. Every enquiry gets a reply from a specialist, not a salesperson, within one working day, with a free audit of your current search visibility.',
};

export const contactFaqs = [
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
