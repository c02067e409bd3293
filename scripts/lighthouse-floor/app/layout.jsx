export const metadata = {
  title: 'Hello, world',
  description: 'A hello-world Next.js page: the floor our pages are measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
