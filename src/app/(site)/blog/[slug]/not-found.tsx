import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';

export default function BlogPostNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Blog Post Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The blog post you are looking for could not be found.
      </p>
      <Link href="/blog" className={`${buttonClasses('primary', 'md')} mt-8`}>
        Back to blog
      </Link>
    </section>
  );
}
