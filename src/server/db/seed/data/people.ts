// The home page's testimonials and the contact page's leadership team as the site first shipped.

export const testimonialSeeds = [
  {
    quote:
      'Within eight months our organic enquiries grew almost threefold. They rebuilt our category pages around what buyers in Pune actually search for, and the leads are far better qualified.',
    author: 'Anjali Deshmukh',
    role: 'Founder',
    company: 'Deshmukh Modular Kitchens',
    rating: 5,
  },
  {
    quote:
      'Our Google Ads spend was leaking on irrelevant searches. They restructured the account, fixed conversion tracking and brought our cost per lead down by 41 percent in one quarter.',
    author: 'Rohit Malhotra',
    role: 'Marketing Head',
    company: 'UrbanNest Realty',
    rating: 5,
  },
  {
    quote:
      'The site speed audit was clear and practical. Our developers fixed the top ten items in two sprints and the mobile product pages now load in under two seconds.',
    author: 'Kavya Iyer',
    role: 'E-commerce Manager',
    company: 'Kanchi Silks Online',
    rating: 5,
  },
];

export const teamMemberSeeds = [
  {
    name: 'Rahul Verma',
    role: 'Founder & CEO',
    bio: 'Founded the agency in 2014 after a decade in digital marketing for Indian retailers. Still reviews every new client strategy himself.',
    image: '/images/team/rahul-verma.webp',
  },
  {
    name: 'Priya Sharma',
    role: 'Head of SEO',
    bio: 'Leads technical and local SEO for clients in more than fifty cities, with a developer’s eye for site architecture.',
    image: '/images/team/priya-sharma.webp',
  },
  {
    name: 'Arjun Mehta',
    role: 'Paid Media & Analytics Lead',
    bio: 'Runs Google Ads and Meta budgets for clients and makes sure every campaign is measured against revenue, not clicks.',
    image: '/images/team/arjun-mehta.webp',
  },
  {
    name: 'Neha Iyer',
    role: 'Content Strategy Director',
    bio: 'A former business journalist who plans content around what buyers actually ask, in English, Hindi and Tamil.',
    image: '/images/team/neha-iyer.webp',
  },
];
