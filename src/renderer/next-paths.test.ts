import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { isNextPath } from './next-paths';

/** An address of each page and route handler of src/app, a sample value for each dynamic part. */
function nextRouteAddresses(dir = 'src/app', at = ''): string[] {
  const addresses: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isDirectory()) {
      const segment = /^\(.+\)$/.test(name)
        ? ''
        : `/${name.replace(/^\[(?:\.\.\.)?(.+)\]$/, '$1')}`;
      addresses.push(...nextRouteAddresses(path.join(dir, name), `${at}${segment}`));
    } else if (/^(page|route)\.tsx?$/.test(name)) addresses.push(at || '/');
    else if (/^(robots|sitemap)\.ts$/.test(name))
      addresses.push(
        `/${name.replace('robots.ts', 'robots.txt').replace('sitemap.ts', 'sitemap.xml')}`,
      );
  }
  return addresses;
}

describe('isNextPath', () => {
  it("hands on every page and route handler of Next.js's", () => {
    const addresses = nextRouteAddresses();
    expect(addresses).toContain('/blog/feed.xml');
    expect(addresses).toContain('/admin/enquiries');
    for (const address of addresses) expect(isNextPath(address), address).toBe(true);
  });

  it("hands on public/'s files and the build's", () => {
    expect(isNextPath('/logo.png')).toBe(true);
    expect(isNextPath('/_next/static/islands/runtime-abc.js')).toBe(true);
  });

  it("keeps the public pages and any other path, which is the site's 404", () => {
    for (const address of [
      '/',
      '/services/seo',
      '/blog',
      '/administrator',
      '/wp-login.php',
      '/api-docs',
    ])
      expect(isNextPath(address), address).toBe(false);
  });
});
