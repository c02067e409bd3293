// The six cities the home page featured before cities were edited in the admin.
export const featuredCitySeeds: Array<{ slug: string; description: string; image: string }> = [
  {
    slug: 'mumbai',
    description:
      'Stand out in India’s most competitive market, from Andheri start-ups to Nariman Point firms.',
    image: '/images/cities/mumbai.webp',
  },
  {
    slug: 'delhi',
    description:
      'Reach buyers across the capital region, from Connaught Place retail to Okhla manufacturers.',
    image: '/images/cities/delhi.webp',
  },
  {
    slug: 'bengaluru',
    description:
      'Win searches in India’s technology capital, where SaaS, D2C and services brands compete hard.',
    image: '/images/cities/bengaluru.webp',
  },
  {
    slug: 'chennai',
    description:
      'Grow with Chennai’s manufacturers, hospitals and retailers in English and Tamil search.',
    image: '/images/cities/chennai.webp',
  },
  {
    slug: 'hyderabad',
    description:
      'Capture demand in HITEC City and beyond, from pharma and IT to real estate and education.',
    image: '/images/cities/hyderabad.webp',
  },
  {
    slug: 'kolkata',
    description:
      'Help Kolkata’s traders, educators and food brands get found across eastern India.',
    image: '/images/cities/kolkata.webp',
  },
];
