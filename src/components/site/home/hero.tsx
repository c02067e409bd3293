import { ArrowRight, ChevronsDown } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { hero, stats } from '@/content/home';
import { cn } from '@/lib/utils';

// The first screen is drawn as it arrives, without an entrance animation: with one, a phone's main
// thread drew it frame by frame (at Lighthouse's 8x slowdown, scripts blocked, the home page took
// 1.9 s of main-thread work with the animation and 1.0 s without; docs/lighthouse.md).
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-accent/40 to-background"
    >
      <div className="mx-auto max-w-7xl px-4 pt-20 pb-16 text-center sm:px-6 sm:pt-28 lg:px-8">
        <h1
          id="hero-heading"
          className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
        >
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          {hero.subline}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <Link href={hero.primaryCta.href} className={buttonClasses('primary', 'lg')}>
            {hero.primaryCta.label}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
          <Link href={hero.secondaryCta.href} className={buttonClasses('outline', 'lg')}>
            {hero.secondaryCta.label}
          </Link>
        </div>
        <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-6 sm:grid-cols-4">
          {stats.map((stat) => (
            // The term comes first, as a definition list needs; the figure is shown above it.
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-lg border border-border bg-card/60 p-4"
            >
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <a
          href="#services"
          className={cn(buttonClasses('ghost', 'sm'), 'mt-12 text-muted-foreground')}
        >
          {hero.scrollLabel}
          <ChevronsDown className="h-4 w-4" aria-hidden />
        </a>
      </div>
    </section>
  );
}
