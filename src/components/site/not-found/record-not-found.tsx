import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import type { RecordNotFoundCopy } from '@/content/not-found';

export type RecordNotFoundProps = RecordNotFoundCopy;

/** What a page shows, with status 404, when the record its URL names does not exist. */
export function RecordNotFound({ title, text, links }: RecordNotFoundProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {links.map((link, index) => (
          <Link
            key={link.href}
            href={link.href}
            className={buttonClasses(index === 0 ? 'primary' : 'outline', 'md')}
          >
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
