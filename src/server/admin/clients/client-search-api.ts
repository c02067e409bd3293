import 'server-only';

import { clientSearchMonthSchema } from '@/lib/validation/client';

import type { DB } from '../../db/schema';
import { replaceClientSearchMonth } from '../../queries/client-search';
import { clientById } from '../../queries/clients';
import type { Answer } from '../audit-log-subject';
import { createAdminGate, json } from '../admin-gate';
import { NAMED_ROWS, readPerformanceUpload, sameSite } from '../insights/performance-upload';

// POST /api/admin/clients/{id}/search-console?month=YYYY-MM: a client's Search Console export
// (Pages.csv or Queries.csv, the format of the site's own import) for a month, checked whole, then
// kept in place of that month's import of the same kind. Pages of another site are refused, each
// named; a file with none of the client's pages is refused whole.

const hostOf = (website: string) => new URL(website).hostname;

/** `changed` expires the case studies' pages: their figures read these months. */
export function createClientSearchApi(deps: { db: DB; changed?: () => void }) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');

  const imported = async (answer: Answer, { id }: { id: string }) => {
    const client = await clientById(db, id);
    const what = answer.kind === 'page' ? 'pages' : 'queries';
    return client && `Search Console ${what} of ${client.name}, ${String(answer.month)}`;
  };

  const importMonth = guarded(
    { audit: { result: imported } },
    async (request, { id }: { id: string }) => {
      const client = await clientById(db, id);
      if (!client) return json(404, { error: 'Client not found' });
      const month = clientSearchMonthSchema.safeParse({
        month: new URL(request.url).searchParams.get('month') ?? '',
      });
      if (!month.success)
        return json(400, {
          error: 'Please correct the highlighted fields.',
          fieldErrors: month.error.flatten().fieldErrors,
        });
      const upload = await readPerformanceUpload(request);
      if ('refusal' in upload) return upload.refusal;
      const { file } = upload;
      const host = hostOf(client.website);
      const elsewhere =
        file.kind === 'page'
          ? file.rows.filter((row) => !sameSite(file.hosts[row.key] ?? '', host))
          : [];
      const rows = file.rows.filter((row) => !elsewhere.includes(row));
      const named = elsewhere.slice(0, NAMED_ROWS).map((row) => `${file.hosts[row.key]}${row.key}`);
      if (rows.length === 0 && elsewhere.length > 0)
        return json(400, {
          error: `None of these pages is on ${host}: is this the export of another property? Nothing was saved.`,
          errors: named.map((page) => `${page} is not a page of ${host}.`),
        });
      const { replaced } = await replaceClientSearchMonth(
        db,
        { clientId: id, month: month.data.month, kind: file.kind },
        rows,
      );
      deps.changed?.();
      return json(201, {
        kind: file.kind,
        month: month.data.month,
        imported: rows.length,
        replaced,
        otherHost: { count: elsewhere.length, named },
      });
    },
  );

  return { importMonth };
}
