import { INDIAN_STATES, isStateCode } from '@/lib/quotes/indian-states';
import { formatPaise, lineAmount, quoteTotals } from '@/lib/quotes/quote-totals';
import { formatLongDate } from '@/lib/dates';
import { periodText } from '@/lib/pricing/price-plan';
import type { QuoteContent } from '@/lib/validation/quote';

// A quote as the client reads and prints it (A4): who quotes, to whom, the lines, and the tax as an
// Indian invoice shows it, CGST and SGST within one state, IGST between two.

const stateName = (code: string) => (isStateCode(code) ? INDIAN_STATES[code] : '');

export type QuoteDocumentProps = {
  number: string;
  version: number;
  date: string;
  content: QuoteContent;
};

export function QuoteDocument({ number, version, date, content }: QuoteDocumentProps) {
  const { supplier } = content;
  const sameState = supplier.stateCode !== '' && supplier.stateCode === content.clientState;
  const totals = quoteTotals(content.lines, content.discount, sameState);
  const row = (label: string, paise: number, strong = false) => (
    <tr className={strong ? 'border-t-2 border-border font-bold' : ''}>
      <th scope="row" colSpan={4} className="px-3 py-2 text-right font-medium">
        {label}
      </th>
      <td className="px-3 py-2 text-right tabular-nums">{formatPaise(paise)}</td>
    </tr>
  );
  return (
    <article className="rounded-lg border border-border bg-card p-6 sm:p-8 print:border-0 print:p-0">
      <div className="flex flex-wrap justify-between gap-6">
        <div>
          <p className="text-lg font-bold">{supplier.name}</p>
          {supplier.address ? <p className="text-sm">{supplier.address}</p> : null}
          <p className="text-sm">
            {supplier.email} · {supplier.telephone}
          </p>
          {supplier.gstin ? <p className="text-sm">GSTIN {supplier.gstin}</p> : null}
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 text-sm">
          <dt className="font-medium">Quote</dt>
          <dd>
            {number}
            {version > 1 ? ` (version ${version})` : ''}
          </dd>
          <dt className="font-medium">Date</dt>
          <dd>{formatLongDate(date)}</dd>
          <dt className="font-medium">Valid until</dt>
          <dd>{formatLongDate(content.validUntil)}</dd>
        </dl>
      </div>
      <div className="mt-6 text-sm">
        <h2 className="font-semibold">For</h2>
        <p>{content.clientName}</p>
        <p>{stateName(content.clientState)}</p>
        {content.clientGstin ? <p>GSTIN {content.clientGstin}</p> : null}
      </div>
      <div className="mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Quote lines">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The quote’s lines and totals</caption>
          <thead className="border-b-2 border-border">
            <tr>
              <th scope="col" className="px-3 py-2">
                Description
              </th>
              <th scope="col" className="px-3 py-2">
                Billed
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Quantity
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Rate
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line, index) => (
              <tr key={index} className="border-b border-border">
                <td className="px-3 py-2">{line.description}</td>
                <td className="px-3 py-2">{periodText[line.period]}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatPaise(Math.round(line.unitPrice * 100))}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {formatPaise(lineAmount(line))}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {row('Subtotal', totals.subtotal)}
            {totals.discount ? row('Discount', -totals.discount) : null}
            {totals.discount ? row('Taxable value', totals.taxable) : null}
            {sameState ? row('CGST at 9%', totals.cgst) : null}
            {sameState ? row('SGST at 9%', totals.sgst) : null}
            {sameState ? null : row('IGST at 18%', totals.igst)}
            {row('Total', totals.total, true)}
          </tfoot>
        </table>
      </div>
      {content.notes ? (
        <div className="mt-6 text-sm">
          <h2 className="font-semibold">Notes</h2>
          <p className="whitespace-pre-wrap">{content.notes}</p>
        </div>
      ) : null}
    </article>
  );
}
