import 'server-only';

import { redirectSchema, type RedirectData } from '@/lib/validation/redirect';

import { BodyTooLargeError, readLimitedText } from '../../http/read-body';
import type { DB } from '../../db/schema';
import { ALIAS_KINDS, deleteAutomaticRedirect } from '../../queries/automatic-redirects';
import { deleteRedirect, listRedirects, saveRedirect } from '../../queries/redirects';
import {
  importRedirectRows,
  MAX_IMPORT_BYTES,
  parseRedirectCsv,
  redirectsCsv,
} from '../../redirects/redirect-csv';
import type { Answer } from '../audit-log-subject';
import {
  createAdminGate,
  json,
  movedToTrash,
  noStore,
  readOnly,
  trashedRecord,
} from '../admin-gate';

export type RedirectsAdminDependencies = {
  db: DB;
  /** Tells every instance that routing changed: this one reloads at once, the others within seconds. */
  reloadRouting: () => Promise<void>;
  /** The site's own address: a target on it is stored as a path. */
  siteOrigin?: string;
};

/** The redirect manager's API: create, edit and delete rules, each chain kept to one hop. */
export function createRedirectsAdminApi(deps: RedirectsAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'content');

  const save = async (data: RedirectData, id?: string) => {
    const result = await saveRedirect(db, data, id, deps.siteOrigin);
    if (!result.ok) {
      const status = result.missing ? 404 : 409;
      return json(status, {
        error: result.message,
        fieldErrors: { [result.field]: [result.message] },
      });
    }
    await deps.reloadRouting();
    return json(id ? 200 : 201, {
      id: result.id,
      target: result.target,
      repointed: result.repointed,
    });
  };

  const audit = { subject: (_params: unknown, data: RedirectData) => `Redirect of ${data.source}` };
  const create = guarded({ schema: redirectSchema, audit }, (_request, _params, _actor, data) =>
    save(data),
  );
  const update = guarded(
    { schema: redirectSchema, audit },
    (_request, { id }: { id: string }, _actor, data) => save(data, id),
  );

  const remove = guarded(
    { audit: trashedRecord(db) },
    async (_r, { id }: { id: string }, actor) => {
      const trashId = await deleteRedirect(db, id, actor.user.name);
      if (!trashId) return json(404, { error: 'Redirect not found' });
      await deps.reloadRouting();
      return movedToTrash(trashId);
    },
  );

  /** The body is the CSV file itself; each row is saved or refused, and all are reported. */
  const imported = (answer: Answer) => `${String(answer.added)} redirects imported from a CSV`;
  const importCsv = guarded({ audit: { result: imported } }, async (request) => {
    let text: string;
    try {
      text = await readLimitedText(request, MAX_IMPORT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return json(413, { error: 'The file is over 1 MB: split it and import the parts.' });
    }
    const parsed = parseRedirectCsv(text);
    if ('error' in parsed) return json(400, { error: parsed.error });
    const report = await importRedirectRows(db, parsed.rows, deps.siteOrigin);
    await deps.reloadRouting();
    return json(200, {
      added: report.filter((r) => r.added).length,
      refused: report.filter((r) => !r.added).length,
      report,
    });
  });

  /** A rename's redirect, removed: its old address answers as any unknown one does. */
  type AliasParams = { kind: string; alias: string };
  const aliasOf = (params: AliasParams) =>
    `Redirect of the old ${params.kind} address ${params.alias}`;
  const removeAutomatic = guarded(
    { audit: { subject: aliasOf } },
    async (_request, params: AliasParams) => {
      const kind = ALIAS_KINDS.find((k) => k === params.kind);
      if (!kind || !(await deleteAutomaticRedirect(db, kind, params.alias)))
        return json(404, { error: 'Redirect not found' });
      await deps.reloadRouting();
      return new Response(null, { status: 204, headers: noStore });
    },
  );

  const exportCsv = guarded(readOnly, async () => {
    const date = new Date().toISOString().slice(0, 10);
    return new Response(`\uFEFF${redirectsCsv(await listRedirects(db))}`, {
      headers: {
        ...noStore,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="redirects-${date}.csv"`,
      },
    });
  });

  return { create, update, remove, removeAutomatic, importCsv, exportCsv };
}
