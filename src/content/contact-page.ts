// Copy of /contact (spec section 2, Contact).

export const contactPage = {
  metaTitle: 'Contact Us | Free SEO Audit for Indian Businesses',
  metaDescription: (business: string) =>
    `Talk to ${business} about SEO, PPC, content or site speed, and get a free audit of your search visibility within one working day.`,
  headline: 'Let’s Grow Your Business Together',
  intro:
    'Tell us where you are and where you want to be. Every enquiry gets a reply from a specialist, not a salesperson, within one working day, with a free audit of your current search visibility.',
};
