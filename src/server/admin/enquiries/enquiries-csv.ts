import 'server-only';

import { csvFileName, csvRow, csvTimestamp, enquiryCsvHeader } from '@/lib/admin/csv';
import { parseEnquiryFilters } from '@/lib/admin/enquiry-filters';
import { serviceDisplayName, serviceOptionsFrom } from '@/lib/contact-options';
import { phoneForSpreadsheet } from '@/lib/phone';

import type { DB } from '../../db/schema';
import { iterateEnquiries } from '../../queries/enquiries';
import { listServiceCatalogue } from '../../queries/services';
import { noStore } from '../admin-gate';

/** The enquiries the list's filters (in `query`) find, as the spec's CSV, streamed. */
export async function enquiriesCsv(db: DB, query: URLSearchParams): Promise<Response> {
  const filters = parseEnquiryFilters(query);
  const now = new Date();
  const encoder = new TextEncoder();
  const rows = iterateEnquiries(db, filters, { now });
  const services = serviceOptionsFrom(await listServiceCatalogue(db));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so spreadsheet programs read the UTF-8 (Devanagari, emoji) correctly.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow(enquiryCsvHeader)}`));
    },
    async pull(controller) {
      // Up to 200 rows a chunk: few enough to keep memory flat, enough to keep the stream fast.
      let chunk = '';
      for (let i = 0; i < 200; i++) {
        const next = await rows.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          return controller.close();
        }
        const s = next.value;
        chunk += csvRow([
          s.name,
          s.email,
          s.phone && phoneForSpreadsheet(s.phone),
          s.company,
          s.website,
          serviceDisplayName(s.serviceInterest, services),
          s.city,
          s.message,
          s.status,
          csvTimestamp(s.createdAt),
          s.lostReason,
          s.quoteValuePaise === null ? '' : (s.quoteValuePaise / 100).toFixed(2),
        ]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
  return new Response(stream, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(now)}"`,
    },
  });
}
