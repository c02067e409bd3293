// The generic page for a plausible city with no stored record (spec sections 4 and 9).

const fallbackStates: ReadonlyMap<string, string> = new Map([
  ['jaipur', 'Rajasthan'],
  ['mumbai', 'Maharashtra'],
  ['pune', 'Maharashtra'],
  ['bangalore', 'Karnataka'],
  ['bengaluru', 'Karnataka'],
  ['delhi', 'Delhi'],
  ['chennai', 'Tamil Nadu'],
  ['hyderabad', 'Telangana'],
  ['kolkata', 'West Bengal'],
  ['ahmedabad', 'Gujarat'],
  ['surat', 'Gujarat'],
]);

/** A city of the spec's fallback list, which has a generic page under every service. */
export function isFallbackCity(citySlug: string): boolean {
  return fallbackStates.has(citySlug);
}

export function fallbackState(citySlug: string): string {
  return fallbackStates.get(citySlug) ?? 'India';
}

export function fallbackNotice(service: string, city: string): string {
  return `Showing generic information for ${service} in ${city}. Contact us to get customized services.`;
}

/**
 * The generic copy for a service in a city. `price` is the service's own price line (a departure
 * from the spec's generic ₹25,000: prices on one site must not contradict each other); a service
 * without one gets no sentence or question about price.
 */
export function fallbackCityContent(service: string, city: string, price?: string) {
  const priceInText = price ? price.charAt(0).toLowerCase() + price.slice(1) : '';
  const withPricing = priceInText ? ` with pricing ${priceInText} and` : ' with';
  return {
    intro: `Looking for ${service} in ${city}? Our team helps ${city} businesses grow their visibility and enquiries online,${withPricing} measurable results typically within 3-6 months.`,
    servicesOffered: [
      {
        title: 'Strategy Development',
        description: `A ${service} plan built around your goals, competitors and customers in ${city}.`,
      },
      {
        title: 'Implementation',
        description: 'Hands-on execution by specialists, with every change documented.',
      },
      {
        title: 'Optimization & Monitoring',
        description: 'Monthly reviews of results and continuous improvements.',
      },
    ],
    faq: [
      ...(priceInText
        ? [
            {
              question: `How much do ${service} services cost in ${city}?`,
              answer: `Our ${service} pricing: ${priceInText}. We share a precise quote after a free consultation.`,
            },
          ]
        : []),
      {
        question: `How long before I see results in ${city}?`,
        answer:
          'Most clients see measurable results within 3-6 months, depending on competition and their starting point.',
      },
      {
        question: `Do you work with businesses in ${city}?`,
        answer: `Yes. We work with clients across India, including ${city}, through calls, video meetings and shared reports.`,
      },
    ],
  };
}
