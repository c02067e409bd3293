// What makes each city's market different; the city pages are written from these facts.

export type CityProfile = {
  name: string;
  slug: string;
  state: string;
  industries: [string, string, string];
  districts: [string, string, string];
  /** Completes "Buyers here ..." */
  buyers: string;
  language: string;
  /** One testimonial from a client in the city, used on some of its pages. */
  client: { author: string; role: string; company: string; quote: string; rating: number };
};

export const cityProfiles: CityProfile[] = [
  {
    name: 'Mumbai',
    slug: 'mumbai',
    state: 'Maharashtra',
    industries: ['financial services', 'media and entertainment', 'real estate'],
    districts: ['Bandra Kurla Complex', 'Lower Parel', 'Andheri East'],
    buyers:
      'compare several providers on their phones during long commutes and expect a reply the same day',
    language: 'Marathi',
    client: {
      author: 'Farhan Merchant',
      role: 'Director',
      company: 'Merchant & Co. Chartered Accountants',
      quote:
        'Our firm now ranks in the top three for tax advisory searches across the western suburbs, and half our new clients found us on Google.',
      rating: 5,
    },
  },
  {
    name: 'Delhi',
    slug: 'delhi',
    state: 'Delhi',
    industries: ['wholesale trade', 'education and coaching', 'hospitality'],
    districts: ['Connaught Place', 'Karol Bagh', 'Okhla Industrial Area'],
    buyers:
      'search across the whole NCR, from Gurugram to Noida, and weigh price against reputation',
    language: 'Hindi',
    client: {
      author: 'Meenakshi Arora',
      role: 'Founder',
      company: 'Arora IAS Academy',
      quote:
        'Enquiries for our weekend batches doubled in one admission season, and the students who call already know our results.',
      rating: 5,
    },
  },
  {
    name: 'Bengaluru',
    slug: 'bengaluru',
    state: 'Karnataka',
    industries: ['SaaS and software', 'direct-to-consumer brands', 'biotechnology'],
    districts: ['Koramangala', 'Whitefield', 'Electronic City'],
    buyers:
      'research thoroughly, read reviews and comparison articles, and rarely click the first ad they see',
    language: 'Kannada',
    client: {
      author: 'Vikram Hegde',
      role: 'Head of Growth',
      company: 'LedgerLoop Software',
      quote:
        'Organic sign-ups now beat paid sign-ups for our accounting app, at a fraction of the cost per trial.',
      rating: 5,
    },
  },
  {
    name: 'Chennai',
    slug: 'chennai',
    state: 'Tamil Nadu',
    industries: ['automotive manufacturing', 'healthcare', 'textiles'],
    districts: ['T. Nagar', 'Guindy', 'Oragadam'],
    buyers: 'value long relationships and trust suppliers with a visible track record',
    language: 'Tamil',
    client: {
      author: 'Lakshmi Narayanan',
      role: 'Managing Partner',
      company: 'Sri Venkateswara Auto Components',
      quote:
        'Procurement teams from two global carmakers found us through search in the same quarter. That had never happened before.',
      rating: 5,
    },
  },
  {
    name: 'Hyderabad',
    slug: 'hyderabad',
    state: 'Telangana',
    industries: ['pharmaceuticals', 'IT services', 'real estate'],
    districts: ['HITEC City', 'Gachibowli', 'Banjara Hills'],
    buyers: 'move quickly once they shortlist, often within a day of their first search',
    language: 'Telugu',
    client: {
      author: 'Sandeep Reddy',
      role: 'Sales Director',
      company: 'Deccan Heights Developers',
      quote:
        'Site-visit bookings from organic search grew 2.4 times while our ad budget stayed flat.',
      rating: 4,
    },
  },
  {
    name: 'Kolkata',
    slug: 'kolkata',
    state: 'West Bengal',
    industries: ['tea and jute trade', 'education', 'food and sweets'],
    districts: ['Park Street', 'Salt Lake Sector V', 'Burrabazar'],
    buyers: 'look for heritage and word-of-mouth proof before trying someone new',
    language: 'Bengali',
    client: {
      author: 'Ritika Sen',
      role: 'Owner',
      company: 'Sen Mishtanna Bhandar',
      quote:
        'Our online orders for festive gift boxes tripled, and customers from Bengaluru and Delhi now find us too.',
      rating: 5,
    },
  },
  {
    name: 'Pune',
    slug: 'pune',
    state: 'Maharashtra',
    industries: ['automotive engineering', 'IT services', 'higher education'],
    districts: ['Hinjawadi', 'Baner', 'Pimpri-Chinchwad'],
    buyers: 'are often young professionals who search in English, read reviews and book online',
    language: 'Marathi',
    client: {
      author: 'Aditya Kulkarni',
      role: 'Co-founder',
      company: 'Kulkarni Physiotherapy Clinics',
      quote:
        'All four of our clinics now appear in the map results for their neighbourhoods, and online bookings rose by 70 percent.',
      rating: 5,
    },
  },
  {
    name: 'Jaipur',
    slug: 'jaipur',
    state: 'Rajasthan',
    industries: ['gems and jewellery', 'handicrafts and textiles', 'tourism and hotels'],
    districts: ['Johari Bazaar', 'Malviya Nagar', 'Sitapura Industrial Area'],
    buyers:
      'include tourists planning trips from abroad and exporters sourcing from the city’s artisans',
    language: 'Hindi',
    client: {
      author: 'Kunal Bhandari',
      role: 'Proprietor',
      company: 'Bhandari Gems & Jewels',
      quote: 'Export enquiries from the US and the Gulf now come through our website every week.',
      rating: 5,
    },
  },
  {
    name: 'Ahmedabad',
    slug: 'ahmedabad',
    state: 'Gujarat',
    industries: ['textiles', 'chemicals', 'diamond and engineering exports'],
    districts: ['SG Highway', 'Naroda GIDC', 'CG Road'],
    buyers: 'negotiate hard and compare value carefully before committing to a supplier',
    language: 'Gujarati',
    client: {
      author: 'Hetal Patel',
      role: 'Marketing Manager',
      company: 'Sabar Chemicals',
      quote: 'Qualified distributor enquiries from organic search grew every month for a year.',
      rating: 4,
    },
  },
  {
    name: 'Surat',
    slug: 'surat',
    state: 'Gujarat',
    industries: ['diamond cutting and polishing', 'synthetic textiles', 'sarees and ethnic wear'],
    districts: ['Ring Road textile market', 'Varachha', 'Adajan'],
    buyers: 'are often retailers across India placing wholesale orders by phone and WhatsApp',
    language: 'Gujarati',
    client: {
      author: 'Jignesh Desai',
      role: 'Partner',
      company: 'Desai Silk Mills',
      quote:
        'Retailers from other states now find our wholesale catalogue on Google instead of only through agents.',
      rating: 5,
    },
  },
];
