import { cn } from '@/lib/utils';

export type SectionHeadingProps = {
  id?: string;
  badge?: string;
  title: string;
  subtitle?: string;
  className?: string;
};

export function SectionHeading({ id, badge, title, subtitle, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {badge ? (
        <p className="mb-3 inline-block rounded-full bg-accent px-3 py-1 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
          {badge}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
}
