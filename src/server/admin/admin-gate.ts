import 'server-only';

import type { z } from 'zod';

import { canUse, type Area } from '@/lib/admin/roles';

import { recordAudit, type AuditKind } from '../audit/audit-log';
import { sessionFor, sessionTokenFrom, type SignedIn } from '../auth/sessions';
import { auditSubject, describeChange, rememberParsedBody } from './audit-subject';
import type { DB } from '../db/schema';
import { clientAddress } from '../http/client-address';

// The one gate of every admin endpoint: same-origin writes, a live session of a user whose role
// may use the endpoint's area, a validated body; and every write that succeeds goes in the audit log.

export const noStore = { 'Cache-Control': 'no-store' };

export const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

/** A write must come from this site's own pages: the Origin (or Referer) host equals the Host. */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** The signed-in user making the request, and from where. */
export type Actor = SignedIn & { ipAddress: string };

export type Handler<P> = (request: Request, params: P, actor: Actor) => Promise<Response>;
export type Route<P> = (request: Request, params: P) => Promise<Response>;

export const forbidden = () =>
  json(403, { error: 'Your role does not give access to this. Ask the owner if you need it.' });

const AUDIT_KIND: Partial<Record<Area, AuditKind>> = {
  users: 'user',
  team: 'user',
  account: 'account',
};

// The names of the fields of each JSON body read (never the values), for the audit log.
const sentFields = new WeakMap<Request, string[]>();

/** What a guarded endpoint asks besides a session. */
export type GuardOptions = {
  /**
   * `false` for writes that change nothing anyone else sees: the markdown preview and the editor's
   * autosaved draft copy (every few seconds while typing).
   */
  audit?: boolean;
  /** The area the user's role must reach, when it is not the gate's own. */
  area?: Area;
};

/**
 * `subject`: the record the body names, for the audit log ('Author Priya Sharma'); a handler that
 * knows it better (by the stored record, with its values before) names it itself.
 */
type BodyOptions<D> = { subject?: (data: D) => string };

/** A handler of a JSON body: it runs only once the body is valid, and is handed it parsed. */
export type BodyHandler<P, D> = (
  request: Request,
  params: P,
  actor: Actor,
  data: D,
) => Promise<Response>;

export function createAdminGate(db: DB, area: Area) {
  /**
   * Checks the origin of a write, the session and the role, then runs the handler; every write that
   * succeeds goes in the audit log. Given a `schema`, the body is read and validated first (a 400
   * with the field errors otherwise) and the handler gets it parsed:
   * `guarded({ schema: redirectSchema }, async (request, { id }: { id: string }, actor, data) => ...)`.
   */
  function guarded<P>(handler: Handler<P>, options?: GuardOptions): Route<P>;
  function guarded<S extends z.ZodType, P = object>(
    options: GuardOptions & BodyOptions<z.infer<S>> & { schema: S },
    handler: BodyHandler<P, z.infer<S>>,
  ): Route<P>;
  function guarded<P>(
    first: Handler<P> | (GuardOptions & BodyOptions<unknown> & { schema: z.ZodType }),
    second?: GuardOptions | BodyHandler<P, unknown>,
  ): Route<P> {
    if (typeof first === 'function') return gate(first, (second as GuardOptions) ?? {});
    const { schema, subject } = first;
    const handler = second as BodyHandler<P, unknown>;
    return gate<P>(async (request, params, actor) => {
      const parsed = await readJson(request, schema);
      if (parsed.response) return parsed.response;
      if (subject) auditSubject(request, subject(parsed.data));
      return handler(request, params, actor, parsed.data);
    }, first);
  }

  function gate<P>(handler: Handler<P>, options: GuardOptions): Route<P> {
    const audited = options.audit ?? true;
    const allowed = options.area ?? area;
    return async (request, params) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && !isSameOrigin(request))
        return json(403, { error: 'Cross-site request refused' });
      const signedIn = await sessionFor(db, sessionTokenFrom(request.headers));
      if (!signedIn) return json(401, { error: 'Authentication required' });
      if (!canUse(signedIn.user.role, allowed)) return forbidden();
      const actor: Actor = { ...signedIn, ipAddress: clientAddress(request.headers) };
      const response = await handler(request, params, actor);
      if (audited && write && response.status < 400) {
        const path = new URL(request.url).pathname.replace(/^\/api\/admin\//, '');
        const change = describeChange(request, path, sentFields.get(request) ?? []);
        await recordAudit(db, {
          kind: AUDIT_KIND[area] ?? 'write',
          userId: actor.user.id,
          actor: describeUser(actor.user),
          ...change,
          action: change.action ?? WRITE_VERBS[request.method] ?? request.method,
          ipAddress: actor.ipAddress,
        });
      }
      return response;
    };
  }

  /** Reads and validates a JSON body; for the endpoints outside a session (sign-in, an invite). */
  async function readJson<S extends z.ZodType>(
    request: Request,
    schema: S,
  ): Promise<
    { data: z.infer<S>; response?: undefined } | { response: Response; data?: undefined }
  > {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return {
        response: json(400, { error: 'The request body must be valid JSON.', fieldErrors: {} }),
      };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      return {
        response: json(400, {
          error: 'Please correct the highlighted fields.',
          fieldErrors: parsed.error.flatten().fieldErrors,
        }),
      };
    }
    // The audit names the fields the schema took, never the request's own keys: a key it strips
    // (a role, a password sent where none is read) was not changed, and keys are the client's.
    if (isPlainObject(body) && isPlainObject(parsed.data)) {
      const taken = parsed.data;
      const fields = Object.keys(body).filter((key) => Object.hasOwn(taken, key));
      sentFields.set(request, fields.slice(0, 100));
    }
    rememberParsedBody(request, parsed.data);
    return { data: parsed.data };
  }

  return { guarded, readJson };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WRITE_VERBS: Record<string, string> = {
  POST: 'created',
  PUT: 'updated',
  PATCH: 'updated',
  DELETE: 'deleted',
};

export const describeUser = (user: { name: string; email: string }) =>
  user.name === user.email ? user.email : `${user.name} <${user.email}>`;

/** A delete's answer: what it moved to the trash, for the Undo beside its toast. */
export const movedToTrash = (trashId: string) => json(200, { trashId });
