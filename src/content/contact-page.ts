// Copy of /contact (spec section 2, Contact).

export const contactPage = {
  headline: 'Let’s Grow Your Business Together',
  intro:
    'Tell us where you are and where you want to be. Every enquiry gets a reply from a specialist, not a salesperson, within one working day, with a free audit of your current search visibility.',
};
