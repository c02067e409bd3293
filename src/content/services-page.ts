// Copy of /services; the cards are the stored services.

export const servicesPage = {
  title: 'Our Professional Services',
  subtitle:
    'Search engine optimisation, paid search, content and performance services for businesses across India, delivered by one accountable team.',
  metaTitle: 'SEO, PPC & Digital Marketing Services in India',
  metaDescription:
    'SEO, PPC management, content strategy, site speed, local SEO and e-commerce SEO for Indian businesses. A free audit with every enquiry.',
};
