import localFont from 'next/font/local';

// Self-hosted from the @fontsource-variable package; next/font adds a metric-matched fallback (no layout shift).
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});
