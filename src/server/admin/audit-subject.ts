import 'server-only';

// What an admin write changed, as the audit log says it: the record by its title rather than its
// API path, and of the fields sent only those whose value differs from what was stored before.
// A handler names them (auditSubject); the admin gate reads them when it writes the entry.

type Subject = { title: string; before?: Record<string, unknown>; action?: string };

const subjects = new WeakMap<Request, Subject>();
const parsedBodies = new WeakMap<Request, unknown>();

/** Names the record a request changes, and (for an edit) its values before the change. */
export function auditSubject(request: Request, title: string, before?: object): void {
  subjects.set(request, { title, before: before as Record<string, unknown> | undefined });
}

/** Names the record and what was done to it, when the method's verb does not say it: 'moved'. */
export function auditAction(request: Request, action: string, title: string): void {
  subjects.set(request, { title, action });
}

/** Names the record a request brought back from the trash: 'restored City Mumbai'. */
export function auditRestore(request: Request, title: string): void {
  auditAction(request, 'restored', title);
}

/** Kept by the gate's readJson: the body as its schema parsed it. */
export function rememberParsedBody(request: Request, data: unknown): void {
  parsedBodies.set(request, data);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entry's target and fields: the subject's title, and the sent fields that changed. */
export function describeChange(
  request: Request,
  path: string,
  sent: string[],
): { target: string; fields: string[]; action?: string } {
  const subject = subjects.get(request);
  if (!subject) return { target: path, fields: sent };
  const data = parsedBodies.get(request);
  const { before } = subject;
  const fields =
    before && data && typeof data === 'object'
      ? sent.filter((key) => !same(before[key], (data as Record<string, unknown>)[key]))
      : sent;
  return { target: subject.title, fields, action: subject.action };
}
