import './globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { ToastRegion } from '@/components/ui/toast';
import { siteConfig } from '@/content/site-config';
import { loadBusiness, siteUrl } from '@/server/public-pages/site';
import { themeScript } from '@/lib/theme';

export async function generateMetadata(): Promise<Metadata> {
  const { name, description } = await loadBusiness();
  return {
    metadataBase: new URL(siteUrl),
    title: { default: name, template: `%s | ${name}` },
    description,
    applicationName: name,
    openGraph: { siteName: name, locale: siteConfig.locale, type: 'website' },
    icons: { icon: '/icon.svg', apple: '/apple-icon.png' },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1120' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html
      lang="en-IN"
      // No data-scroll-behavior: with it, Next.js turns smooth scrolling off during route
      // changes; the spec scrolls smoothly to the top (globals.css, unless reduced motion is asked).
      suppressHydrationWarning
    >
      <head>
        {/* The saved theme, applied before the first paint (see lib/theme.ts). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        {children}
        <ToastRegion />
      </body>
    </html>
  );
}
