import { SectionHeading } from './section-heading';

export type ProcessStepsProps = {
  title: string;
  steps: ReadonlyArray<{ title: string; description: string }>;
};

/** A numbered 'how we work' list, numbered in order. */
export function ProcessSteps({ title, steps }: ProcessStepsProps) {
  return (
    <section
      aria-labelledby="process-heading"
      className="mx-auto max-w-4xl px-4 py-16 render-near-viewport sm:px-6 lg:px-8"
    >
      <SectionHeading id="process-heading" title={title} />
      <ol className="mt-12 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-muted-foreground">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
