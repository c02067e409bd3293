import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';

export default function AuthorNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Author Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        Sorry, we couldn&apos;t find the author you&apos;re looking for.
      </p>
      <Link href="/blog" className={`${buttonClasses('primary', 'md')} mt-8`}>
        Return to Blog
      </Link>
    </section>
  );
}
