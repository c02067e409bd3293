import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { SiteShell } from '@/components/site/site-shell';
import { ToastRegion } from '@/components/ui/toast';
import { siteConfig } from '@/content/site-config';
import { themeScript } from '@/lib/theme';
import type { SiteShellData } from '@/server/public-pages/site-shell';

import { Head } from './head';
import { speculationRules } from './speculation-rules';
import { PathnameContext } from './shims/pathname-context';

/** A public page's whole document: the head its metadata describes, then the site's shell. */
export function Document({
  pathname,
  metadata,
  shell,
  stylesheet,
  children,
}: {
  pathname: string;
  metadata: Metadata;
  shell: SiteShellData;
  stylesheet: string;
  children: ReactNode;
}) {
  const { name, description } = shell.business;
  return (
    <html lang="en-IN">
      {/* The renderer's own document, not Next.js's: no next/head here. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={stylesheet} />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)" />
        <Head metadata={metadata} site={{ name, description, locale: siteConfig.locale }} />
        <link rel="icon" href="/icon.svg" />
        <link rel="apple-touch-icon" href="/apple-icon.png" />
        {/* The saved theme, applied before the first paint (see lib/theme.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <PathnameContext value={pathname}>
          <SiteShell shell={shell}>{children}</SiteShell>
          <ToastRegion />
        </PathnameContext>
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      </body>
    </html>
  );
}
