// Every check of the free SEO audit, in the order its report and its published method
// (/free-seo-audit/method) list them: what it checks, its weight in the score, why it matters and
// what fixing it involves, in plain words.

export type CheckGroup = 'technical' | 'content' | 'local';

/** The groups in the order the method page and the report list them. */
export const CHECK_GROUPS: Array<{ group: CheckGroup; title: string }> = [
  { group: 'technical', title: 'How the site answers' },
  { group: 'content', title: 'What each page tells search engines' },
  { group: 'local', title: 'What local customers and Google Maps need' },
];

export type AuditCheck = {
  id: string;
  group: CheckGroup;
  label: string;
  weight: number;
  why: string;
  fix: string;
};

const check = (
  id: string,
  group: CheckGroup,
  weight: number,
  label: string,
  why: string,
  fix: string,
): AuditCheck => ({ id, group, weight, label, why, fix });

export const AUDIT_CHECKS = [
  check(
    'https',
    'technical',
    6,
    'Pages are served over HTTPS',
    'Browsers mark plain http pages "Not secure", and Google prefers secure pages.',
    'Install a certificate (most hosts give one free) and serve every page over https.',
  ),
  check(
    'http-to-https',
    'technical',
    4,
    'http:// sends visitors to https://',
    'Old links and typed addresses still use http; without a redirect they reach an insecure copy.',
    'Add a permanent (301) redirect from every http address to its https address.',
  ),
  check(
    'redirects',
    'technical',
    3,
    'The home page is reached in one redirect at most',
    'Each extra redirect adds a round trip before the page starts to load, worst on mobile data.',
    'Point the redirect straight at the final address (scheme and www included).',
  ),
  check(
    'status',
    'technical',
    5,
    'Pages answer 200 OK',
    'A page that answers an error is dropped from search results.',
    'Fix or redirect the pages that answer an error.',
  ),
  check(
    'ttfb',
    'technical',
    4,
    'The server answers within 0.8 seconds',
    'The time to the first byte delays everything else; Google calls 0.8 s good.',
    'Use page caching, a closer or faster host, or a CDN.',
  ),
  check(
    'server-html',
    'technical',
    4,
    'Pages send their content in the HTML, not drawn by script',
    'Google reads a page drawn by JavaScript only after running it, later and not always; other search engines, AI crawlers and WhatsApp previews read only the HTML.',
    'Render the pages on the server (server-side rendering or static generation in your framework), or prerender them.',
  ),
  check(
    'page-weight',
    'technical',
    3,
    'Pages are light: HTML under 500 KB and fewer than 25 scripts',
    'Heavy pages load slowly on the low-cost phones most visitors in India carry.',
    'Remove unused plugins and scripts, and keep large inline data out of the HTML.',
  ),
  check(
    'robots-txt',
    'technical',
    4,
    'robots.txt is present, blocks nothing important and names the sitemap',
    'Crawlers read robots.txt first; a mistake there can hide the whole site.',
    'Publish a robots.txt that allows your pages and has a "Sitemap:" line.',
  ),
  check(
    'sitemap',
    'technical',
    4,
    'An XML sitemap lists the pages',
    'A sitemap tells search engines which pages exist and when they changed.',
    'Publish /sitemap.xml (most CMSs and SEO plugins make one) listing every page you want found.',
  ),
  check(
    'broken-links',
    'technical',
    4,
    'Internal links work',
    'Links to missing pages waste visitors and crawlers alike.',
    'Correct the links, or redirect the missing pages to their replacements.',
  ),
  check(
    'mixed-content',
    'technical',
    2,
    'Secure pages load nothing over http',
    'Browsers block or warn about insecure scripts, styles and images on a secure page.',
    'Load every script, style, image, video, frame and CSS background over https.',
  ),
  check(
    'link-redirects',
    'technical',
    2,
    'Internal links point straight at their pages',
    'A link through a redirect costs every visitor a round trip and crawlers part of their time on the site.',
    'Change the links to the address the redirect ends at.',
  ),
  check(
    'charset',
    'technical',
    2,
    'Pages declare UTF-8, once, where browsers look for it',
    'An encoding missing or said two ways turns ₹, Hindi and curly quotes into garbage in browsers and in search results.',
    'Send "Content-Type: text/html; charset=utf-8" and put <meta charset="utf-8"> first in <head>.',
  ),
  check(
    'compression',
    'technical',
    3,
    'Pages, styles and scripts are sent compressed',
    'Compression sends text in a third of the bytes or less: pages load sooner on mobile data.',
    'Turn on gzip or Brotli for HTML, CSS and JavaScript on the server or the CDN.',
  ),
  check(
    'caching',
    'technical',
    2,
    "The site's files may be kept by the browser for a day or more",
    'A returning visitor then loads the styles, scripts and images from the phone instead of the network.',
    'Send Cache-Control: max-age (a year, with versioned file names) for CSS, JavaScript and images.',
  ),
  check(
    'image-weight',
    'technical',
    3,
    'Images on the home page are under 200 KB each',
    'Large images are the usual reason a page is slow on a phone, and a slow page ranks and converts worse.',
    'Resize images to the size they are shown at and save them as WebP or AVIF.',
  ),
  check(
    'security-headers',
    'technical',
    3,
    'Security headers are sent',
    'HSTS, a content security policy and their companions protect visitors and show care.',
    'Send Strict-Transport-Security, Content-Security-Policy, X-Content-Type-Options, frame protection and a Referrer-Policy.',
  ),
  check(
    'title',
    'content',
    6,
    'Every page has a title of 10 to 60 characters',
    'The title is the blue link of a search result; a long one is cut off.',
    'Write a distinct title for each page, its main phrase first, within 60 characters.',
  ),
  check(
    'description',
    'content',
    5,
    'Every page has a description of 70 to 155 characters',
    'The description is the text under the link: it decides whether people click.',
    'Write a description for each page that says what it offers, in 70 to 155 characters.',
  ),
  check(
    'duplicates',
    'content',
    3,
    'Titles and descriptions are not repeated across pages',
    'Pages that look the same in results compete with each other.',
    'Give each page its own title and description.',
  ),
  check(
    'h1',
    'content',
    4,
    'Each page has one main heading (h1)',
    'The main heading tells visitors and search engines what the page is about.',
    'Give each page exactly one h1 that names its topic.',
  ),
  check(
    'canonical',
    'content',
    5,
    'Each page names its own address as canonical',
    'A canonical pointing elsewhere, or to a broken page, tells Google to index something else.',
    'Set an absolute canonical link on each page to its own final address.',
  ),
  check(
    'indexable',
    'content',
    6,
    'No page is hidden from search by mistake',
    'A noindex in a robots meta tag or an X-Robots-Tag header removes the page from Google.',
    'Remove noindex from pages you want found (often left on after a redesign).',
  ),
  check(
    'image-alt',
    'content',
    3,
    'Images have alt text',
    'Alt text describes images to screen readers and to image search.',
    'Add a short alt text to every meaningful image (alt="" for decoration).',
  ),
  check(
    'social-tags',
    'content',
    2,
    'Open Graph and Twitter tags are set',
    'They decide the title, text and image shown when the page is shared on WhatsApp or social media.',
    'Add og:title, og:description, og:image and twitter:card to each page.',
  ),
  check(
    'mobile',
    'content',
    2,
    'Pages are set up for phones and name their language',
    'Without a viewport tag a phone shows the desktop layout shrunk; lang helps screen readers and search.',
    'Add <meta name="viewport" content="width=device-width, initial-scale=1"> and lang on <html>.',
  ),
  check(
    'font-size',
    'content',
    2,
    'Text is at least 12 px on phones',
    'Google checks that text can be read on a phone without zooming; small text drives visitors away.',
    'Set running text to 16 px (at least 12 px) in the stylesheet.',
  ),
  check(
    'hreflang',
    'content',
    2,
    'Pages in other languages name each other correctly (hreflang)',
    'Wrong codes or one-way links make Google show the English page to Hindi readers, or ignore the alternates.',
    'Use codes such as "en-IN", "hi-IN" and "x-default", and list every alternate on each of them.',
  ),
  check(
    'structured-data',
    'local',
    6,
    "Structured data parses and follows Google's rules",
    'Valid structured data can earn rich results; invalid data is ignored, and self-serving reviews are not shown.',
    'Fix the listed properties; mark up the business, FAQs, products and articles as Google documents.',
  ),
  check(
    'local-business',
    'local',
    4,
    'The business is marked up as a LocalBusiness with its address',
    'It links the site to the business on Google Maps and in local results.',
    'Add LocalBusiness (or a subtype) structured data with name, street address and phone.',
  ),
  check(
    'phone',
    'local',
    4,
    'A phone number is on the page and can be tapped',
    'Most local customers call from their phone; a tel: link makes it one tap.',
    'Show the number on every page and link it with href="tel:+91...".',
  ),
  check(
    'whatsapp',
    'local',
    3,
    'Visitors can start a WhatsApp chat',
    'In India many customers prefer WhatsApp to a call or a form.',
    'Add a link to https://wa.me/91XXXXXXXXXX with your business number.',
  ),
  check(
    'maps',
    'local',
    2,
    'The page links to the business on Google Maps',
    'A link to the Google Business Profile helps visitors find you and read your reviews.',
    'Link your Google Maps listing from the contact section.',
  ),
  check(
    'opening-hours',
    'local',
    2,
    'Opening hours are given',
    'Customers check whether you are open before they call or visit.',
    'Show opening hours on the page and in the LocalBusiness markup (openingHoursSpecification).',
  ),
] as const satisfies readonly AuditCheck[];

export type CheckId = (typeof AUDIT_CHECKS)[number]['id'];

export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip';

/**
 * A check's verdict on one site. `blocker`: set on a failure that keeps the site out of Google, in
 * one sentence saying so; it caps the score (audit-score.ts) and leads the report.
 */
export type CheckResult = {
  id: CheckId;
  status: CheckStatus;
  evidence: string[];
  blocker?: string;
};

/** Google's PageSpeed Insights for the audited home page, when the owner gave an API key. */
export type PageSpeed =
  | {
      /** 0-100, mobile. */
      labScore: number | null;
      /** The Chrome UX Report's p75 for the page (or its origin), when Google has enough visits. */
      field: { lcpMs: number | null; inpMs: number | null; cls: number | null } | null;
    }
  | { error: string };
