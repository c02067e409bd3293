import { steps, topics, type ServicePageSeed } from './types';

export const siteSpeedService: ServicePageSeed = {
  service_slug: 'site-speed',
  service_name: 'Site Speed Optimization',
  service_description:
    'Core Web Vitals audits with a prioritised fix list, so your pages load fast on the mid-range phones and patchy mobile networks most Indians use.',
  hero_heading: 'Site Speed Optimization for Real Indian Networks',
  hero_subheading:
    'We measure your site the way your visitors experience it and hand your developers a precise, prioritised plan to make it fast.',
  meta_title: 'Site Speed Optimization India | Core Web Vitals | RankSutra',
  meta_description:
    'Core Web Vitals and page speed audits for Indian websites: LCP, INP and CLS fixes, image and JavaScript optimisation. Delivered in 1-2 weeks.',
  expertise_areas: [
    {
      name: 'Core Web Vitals',
      description: 'The loading, interactivity and stability metrics Google ranks on.',
      sub_topics: topics([
        [
          'Largest Contentful Paint',
          'Server response, render-blocking resources and hero images that delay the main content.',
        ],
        [
          'Interaction to Next Paint',
          'Long JavaScript tasks and heavy handlers that make taps feel slow.',
        ],
        ['Cumulative Layout Shift', 'Ads, fonts and images that make the page jump while loading.'],
      ]),
    },
    {
      name: 'Front-End Performance',
      description: 'Less to download, less to run.',
      sub_topics: topics([
        ['Images and fonts', 'Modern formats, correct sizing, lazy loading and self-hosted fonts.'],
        ['JavaScript and CSS', 'Unused code, third-party tags and bundles trimmed or deferred.'],
        [
          'Rendering strategy',
          'Server rendering and caching choices for frameworks such as React and Next.js.',
        ],
      ]),
    },
    {
      name: 'Server and Delivery',
      description: 'Fast responses from the first byte.',
      sub_topics: topics([
        ['Hosting and caching', 'Page, object and CDN caching configured for Indian visitors.'],
        ['Database and backend', 'Slow queries and plugins that hold up responses.'],
        ['Compression and protocols', 'Brotli, HTTP/2 and HTTP/3 set up correctly.'],
      ]),
    },
    {
      name: 'Monitoring',
      description: 'Keeping the site fast after the fixes.',
      sub_topics: topics([
        ['Field data', 'Chrome UX Report and real-user metrics tracked over time.'],
        ['Performance budgets', 'Limits on page weight that warn before a release slows the site.'],
        ['Release checks', 'Lighthouse checks your developers can run before every launch.'],
      ]),
    },
  ],
  benefits: [
    {
      name: 'Higher conversion rates',
      description: 'Faster pages keep impatient mobile visitors from leaving.',
    },
    {
      name: 'Better rankings',
      description: 'Core Web Vitals are part of Google’s page experience signals.',
    },
    {
      name: 'Clear developer tickets',
      description: 'Every recommendation comes with the evidence and the fix.',
    },
    {
      name: 'Lower hosting costs',
      description: 'Lighter pages and better caching reduce server load.',
    },
  ],
  process_steps: steps([
    ['Measure', 'Field and lab data for your key templates on mobile and desktop.'],
    ['Diagnose', 'Traces and waterfalls that pinpoint what slows each page.'],
    ['Prioritise', 'A fix list ordered by impact and effort.'],
    ['Hand over', 'A walkthrough with your developers and answers to their questions.'],
  ]),
  faq: [
    {
      question: 'Do you implement the fixes?',
      answer:
        'Our audit delivers recommendations; implementation is not included. We brief your developers in detail and answer their questions at our hourly consultation rate.',
    },
    {
      question: 'How much does a speed audit cost?',
      answer:
        'It depends on the size of the site: small, medium and large site audits are priced under Pricing on this page. 50% deposit, the rest on delivery.',
    },
    {
      question: 'How long does it take?',
      answer: 'One to two weeks, depending on the number of page templates.',
    },
    {
      question: 'Will a faster site improve my rankings?',
      answer:
        'Speed is one of many ranking signals, but its bigger effect is on conversions: faster pages keep more visitors and turn more of them into leads.',
    },
    {
      question: 'Can you speed up a WordPress or Shopify site?',
      answer:
        'Yes. We audit sites on any platform, including WordPress, Shopify, Magento and custom React or Next.js builds.',
    },
  ],
};
