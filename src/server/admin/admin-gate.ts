import 'server-only';

import type { z } from 'zod';

import { canUse, type Area } from '@/lib/admin/roles';

import { recordAudit, type AuditKind } from '../audit-log/audit-log';
import { sessionFor, sessionTokenFrom, type SignedIn } from '../auth/sessions';
import { changedFields, titleOf, type Answer, type Audit } from './audit-log-subject';
import type { DB } from '../db/schema';
import { clientAddress } from '../http/client-address';
import { isSameOrigin } from '../http/same-origin';
import { logger } from '../logger';
import { trashTitle } from '../queries/trash';

// The one gate of every admin endpoint: same-origin writes, a live session of a user whose role
// may use the endpoint's area, a validated body; and every write that succeeds goes in the audit log.

export const noStore = { 'Cache-Control': 'no-store' };

export const json = (status: number, body: unknown, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { ...noStore, ...headers } });

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

/** What a guarded endpoint declares besides its handler. */
export type GuardOptions<P, D> = {
  /** How its audit entry names the record (audit-log-subject.ts); `false` for reads and previews. */
  audit: Audit<P, D>;
  /** The area the user's role must reach, when it is not the gate's own. */
  area?: Area;
};

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
   * succeeds goes in the audit log, its record named as `audit` declares. Given a `schema`, the body
   * is read and validated first (a 400 with the field errors otherwise) and the handler gets it
   * parsed: `guarded({ schema: redirectSchema, audit: { subject: (_p, data) => ... } },
   * async (request, { id }: { id: string }, actor, data) => ...)`.
   */
  function guarded<S extends z.ZodType, P = object>(
    options: GuardOptions<P, z.infer<S>> & { schema: S },
    handler: BodyHandler<P, z.infer<S>>,
  ): Route<P>;
  function guarded<P>(options: GuardOptions<P, undefined>, handler: Handler<P>): Route<P>;
  function guarded<P>(
    options: GuardOptions<P, never> & { schema?: z.ZodType },
    handler: BodyHandler<P, unknown>,
  ): Route<P> {
    const allowed = options.area ?? area;
    return async (request, params) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && !isSameOrigin(request))
        return json(403, { error: 'Cross-site request refused' });
      const signedIn = await sessionFor(db, sessionTokenFrom(request.headers));
      if (!signedIn) return json(401, { error: 'Authentication required' });
      if (!canUse(signedIn.user.role, allowed)) return forbidden();
      const actor: Actor = { ...signedIn, ipAddress: clientAddress(request.headers) };
      // Typed by each overload; here only handed on.
      let data: never = undefined as never;
      let sent: string[] = [];
      if (options.schema) {
        const parsed = await readJson(request, options.schema);
        if (parsed.response) return parsed.response;
        data = parsed.data as never;
        sent = parsed.sent;
      }
      const { audit } = options;
      const audited = audit !== false && write;
      const before = audited && 'before' in audit ? await audit.before(params, data, actor) : null;
      const response = await handler(request, params, actor, data);
      if (audited && response.status < 400) {
        const path = new URL(request.url).pathname.replace(/^\/api\/admin\//, '');
        const title = await titleOf(audit, { params, data, by: actor, before, response });
        // An answer that says it changed nothing (a preview) has no entry.
        if (title === null && 'result' in audit) return response;
        if (!title) logger.error({ path }, 'an admin write could not name its record');
        await recordAudit(db, {
          kind: AUDIT_KIND[area] ?? 'write',
          userId: actor.user.id,
          actor: describeUser(actor.user),
          target: title ?? path,
          fields: changedFields(sent, before, data),
          action:
            (typeof audit.action === 'function' ? audit.action(data) : audit.action) ??
            WRITE_VERBS[request.method] ??
            request.method,
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
    | { data: z.infer<S>; sent: string[]; response?: undefined }
    | { response: Response; data?: undefined; sent?: undefined }
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
    const taken = parsed.data;
    const sent =
      isPlainObject(body) && isPlainObject(taken)
        ? Object.keys(body)
            .filter((key) => Object.hasOwn(taken, key))
            .slice(0, 100)
        : [];
    return { data: parsed.data, sent };
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

/** A delete's audit: the record by the title its trash entry was given ('City Mumbai'). */
export const trashedRecord = (db: DB) => ({
  result: (answer: Answer) =>
    typeof answer.trashId === 'string' ? trashTitle(db, answer.trashId) : null,
});

/** Reads and writes nobody else needs in the audit log. */
export const readOnly = { audit: false } as const;
