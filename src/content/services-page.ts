// Copy of /services; the cards are the stored services.

export const servicesPage = {
  title: 'Our Professional Services',
  subtitle:
    'Search engine optimisation, paid search, content and performance services for businesses across India, delivered by one accountable team.',
  metaTitle: (business: string) => `SEO, PPC & Digital Marketing Services in India | ${business}`,
  metaDescription:
    'Explore our SEO, PPC management, content strategy, site speed, local SEO and e-commerce SEO services for Indian businesses. Free audit with every enquiry.',
};
