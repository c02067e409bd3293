import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';

export default function ServiceNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Service Not Found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The service you&apos;re looking for doesn&apos;t exist or is no longer available.
      </p>
      <Link href="/services" className={`${buttonClasses('primary', 'md')} mt-8`}>
        View All Services
      </Link>
    </section>
  );
}
