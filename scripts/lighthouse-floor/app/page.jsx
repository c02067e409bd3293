export default function Page() {
  return (
    <main>
      <h1>Hello, world</h1>
      <p>A hello-world Next.js page: the floor our pages are measured against.</p>
    </main>
  );
}
