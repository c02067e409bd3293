// Navigation between public pages without a client router (DECISIONS 33): the browser renders the
// next page ahead when a visitor shows intent (a pointer resting on a link, a press), where it
// supports speculation rules. Only the site's pages: not the admin, the API, files or build files.
// A page rendered ahead starts its scripts, and counts its view, once it is shown (islands/runtime.ts).

const rules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/admin*', '/api/*', '/_next/*', '/og/*', '/uploads/*'] } },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[rel~=nofollow], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rules as the page's inline script holds them, allowed by their hash. */
export const speculationRules = JSON.stringify(rules);
