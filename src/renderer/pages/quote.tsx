import { FormField, inputClass } from '@/components/site/contact/form-field';
import { QuoteDocument } from '@/components/site/quote/quote-document';
import { Button } from '@/components/ui/button';
import { quoteProblemOf, quoteProblems } from '@/lib/quotes/quote-problems';
import { formatLongDateTime } from '@/lib/dates';
import { isExpired } from '@/server/quotes/quote-actions';
import { loadQuotePage } from '@/server/public-pages/quote-page';

import type { RenderedRoute } from './rendered-route';

// A client's quote, at the unguessable address its mail links: the quote (printable on A4), and
// the forms that accept it (typed name and a tick) or decline it. Never cached, never indexed.

const metadata = { title: 'Your Quote', robots: { index: false, follow: false } };

/** /quote/{token}?problem=: the quote, or 404 for an unknown address. */
export async function quoteRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const quote = await loadQuotePage(params.token!);
  if (!quote) return { status: 404, metadata, body: <QuoteNotHere /> };
  const problemCode = quoteProblemOf(params.problem);
  const problem = problemCode ? quoteProblems[problemCode] : null;
  return { status: 200, metadata, body: <QuotePage quote={quote} problem={problem} /> };
}

function QuoteNotHere() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">This quote is not here</h1>
      <p className="mt-4">The address may be mistyped. Please write to us if you need it.</p>
    </div>
  );
}

function QuotePage({
  quote,
  problem,
}: {
  quote: NonNullable<Awaited<ReturnType<typeof loadQuotePage>>>;
  problem: string | null;
}) {
  const answered = quote.answer;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 print:max-w-none print:p-0">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight sm:text-4xl print:text-2xl">
        Quote {quote.number}
      </h1>
      {quote.status === 'draft' ? (
        <p role="status" className="rounded-md border border-border p-4">
          This quote is being revised: we will send you the new version shortly.
        </p>
      ) : (
        <QuoteDocument
          number={quote.number}
          version={quote.version}
          date={quote.sentAt ?? quote.createdAt}
          content={quote.content}
        />
      )}
      {problem ? (
        <p role="alert" className="mt-6 rounded-md border border-red-500 p-3 text-sm print:hidden">
          {problem}
        </p>
      ) : null}
      {answered && quote.answeredAt ? (
        <p role="status" className="mt-6 rounded-md border border-primary p-4">
          {answered.action === 'accept'
            ? `Accepted by ${answered.name ?? ''} on ${formatLongDateTime(quote.answeredAt)}. Thank you: we will be in touch to start.`
            : `Declined on ${formatLongDateTime(quote.answeredAt)}. Thank you for letting us know.`}
        </p>
      ) : quote.status === 'sent' && !isExpired(quote, new Date()) ? (
        <section
          id="answer"
          aria-labelledby="answer-heading"
          className="mt-8 grid gap-8 md:grid-cols-2 print:hidden"
        >
          <h2 id="answer-heading" className="sr-only">
            Your answer
          </h2>
          <form
            method="post"
            action={`/api/quotes/${quote.token}`}
            aria-label="Accept the quote"
            className="space-y-4 rounded-lg border border-border bg-card p-6"
          >
            <h3 className="text-lg font-semibold">Accept the quote</h3>
            <input type="hidden" name="action" value="accept" />
            <FormField id="accept-name" label="Your full name" required>
              {(props) => (
                <input
                  {...props}
                  name="name"
                  required
                  minLength={2}
                  maxLength={120}
                  autoComplete="name"
                  className={inputClass}
                />
              )}
            </FormField>
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="agree"
                required
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              I accept this quote and its terms on behalf of {quote.content.clientName}.
            </label>
            <Button type="submit">Accept the Quote</Button>
          </form>
          <form
            method="post"
            action={`/api/quotes/${quote.token}`}
            aria-label="Decline the quote"
            className="space-y-4 rounded-lg border border-border bg-card p-6"
          >
            <h3 className="text-lg font-semibold">Decline the quote</h3>
            <input type="hidden" name="action" value="decline" />
            <FormField id="decline-reason" label="Why, if you would tell us (optional)">
              {(props) => (
                <textarea
                  {...props}
                  name="reason"
                  rows={3}
                  maxLength={500}
                  className={inputClass}
                />
              )}
            </FormField>
            <Button type="submit" variant="outline">
              Decline the Quote
            </Button>
          </form>
        </section>
      ) : quote.status === 'sent' ? (
        <p className="mt-6 print:hidden">{quoteProblems.expired}</p>
      ) : null}
    </div>
  );
}
