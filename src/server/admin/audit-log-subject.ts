import 'server-only';

// How every admin write names what it changed in the audit log, declared with its handler
// (`guarded({ audit: ... }, handler)`), so no handler can forget it: the record by its title rather
// than its API path, and for an edit, of the fields sent only those whose value changed.

/** A record as it was before the write: its title, and (an edit) its values to compare. */
export type Before = { title: string; values?: object };

/**
 * Exactly one source of the record's name: the params or the body (`subject`), the row before
 * the write (`before`, read first; the entry lists only the fields that changed), or the handler's
 * JSON answer (`result`: a create's new record, a restore's title; null when the answer changed
 * nothing, as a preview's, and so writes no entry). `action` says what was done when the method's
 * verb does not ('restored', or from the body: 'moved up'). `false`: not audited, for reads and for
 * writes nobody else sees (a preview, an autosaved draft copy).
 */
export type Audit<P, D> =
  | false
  | ((
      | { subject: (params: P, data: D, by: By) => string }
      | { before: (params: P, data: D, by: By) => Promise<Before | null> }
      | { result: (answer: Answer, params: P, data: D) => string | null | Promise<string | null> }
    ) & { action?: string | ((data: D) => string) });

/** Who is writing: their own account is the record of the account screen's writes. */
export type By = { user: { id: string; name: string; email: string } };

/** The handler's JSON answer, read for `result`. */
export type Answer = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The sent fields whose value differs from the record's before the write. */
export function changedFields(sent: string[], before: Before | null, data: unknown): string[] {
  const values = before?.values as Record<string, unknown> | undefined;
  if (!values || !data || typeof data !== 'object') return sent;
  return sent.filter((key) => !same(values[key], (data as Record<string, unknown>)[key]));
}

/** The record's title, from whichever source the write declared; null when it has none. */
export async function titleOf<P, D>(
  audit: Exclude<Audit<P, D>, false>,
  context: { params: P; data: D; by: By; before: Before | null; response: Response },
): Promise<string | null> {
  if ('subject' in audit) return audit.subject(context.params, context.data, context.by);
  if ('before' in audit) return context.before?.title ?? null;
  const answer: unknown = await context.response
    .clone()
    .json()
    .catch(() => null);
  if (!answer || typeof answer !== 'object') return null;
  return audit.result(answer as Answer, context.params, context.data);
}
