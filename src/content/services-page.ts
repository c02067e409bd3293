// Copy of /services; the cards are the stored services.

export const servicesPage = {
  title: 'Our Professional Services',
  subtitle:
    'Search engine optimisation, paid search, content and performance services for businesses across India, delivered by one accountable team.',
};
