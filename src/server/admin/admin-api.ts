import 'server-only';

import { createHash } from 'node:crypto';

import type { z } from 'zod';

import { csvFileName, csvRow, csvTimestamp, submissionCsvHeader } from '@/lib/admin/csv';
import { parseSubmissionFilters } from '@/lib/admin/submission-filters';
import { emailTemplateSchema, loginSchema, statusUpdateSchema } from '@/lib/validation/admin';
import { serviceLabel } from '@/lib/validation/contact';
import { CONTACT_NOTIFICATION_TEMPLATE } from '@/content/email-templates';

import { checkAdminPassword } from '../auth/admin-account';
import {
  clearedSessionCookie,
  createSession,
  endSession,
  isValidSession,
  sessionCookie,
  sessionTokenFrom,
} from '../auth/sessions';
import { clientIp } from '../contact/read-body';
import type { DB } from '../db/client';
import { logger } from '../logger';
import { updateEmailTemplate } from '../queries/email-templates';
import {
  deleteSubmission,
  getSubmission,
  iterateSubmissions,
  updateSubmissionStatus,
} from '../queries/form-submissions';
import { hitRateLimit, isRateLimited, resetRateLimit } from '../rate-limit/rate-limit';

export type AdminApiDependencies = {
  db: DB;
  secureCookies: boolean;
  /** Failed sign-ins allowed per address, and across all addresses, per window. */
  loginThrottle: { perAddress: number; overall: number; windowSeconds: number };
};

const noStore = { 'Cache-Control': 'no-store' };
const json = (status: number, body: unknown, headers?: HeadersInit) =>
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

type Handler<P> = (request: Request, params: P) => Promise<Response>;

/** The admin API's one gate: same-origin writes, a valid session, then the handler. */
export function createAdminApi(deps: AdminApiDependencies) {
  const { db } = deps;

  function guarded<P>(handler: Handler<P>): Handler<P> {
    return async (request, params) => {
      if (request.method !== 'GET' && !isSameOrigin(request))
        return json(403, { error: 'Cross-site request refused' });
      if (!(await isValidSession(db, sessionTokenFrom(request.headers)))) {
        return json(401, { error: 'Authentication required' });
      }
      return handler(request, params);
    };
  }

  async function parseJson<S extends z.ZodType>(request: Request, schema: S) {
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
    return { data: parsed.data };
  }

  async function login(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return json(403, { error: 'Cross-site request refused' });
    const { throttle, perAddressKey } = throttleKeys(request);
    const limits = { windowSeconds: deps.loginThrottle.windowSeconds };
    const [address, overall] = await Promise.all([
      isRateLimited(db, perAddressKey, { ...limits, limit: deps.loginThrottle.perAddress }),
      isRateLimited(db, throttle, { ...limits, limit: deps.loginThrottle.overall }),
    ]);
    const blocked = !address.allowed ? address : !overall.allowed ? overall : null;
    if (blocked) {
      const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
      return json(
        429,
        {
          error: `Too many failed attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        },
        { 'Retry-After': String(blocked.retryAfterSeconds) },
      );
    }
    const parsed = await parseJson(request, loginSchema);
    if (parsed.response) return parsed.response;
    if (!(await checkAdminPassword(db, parsed.data.password))) {
      await Promise.all([
        hitRateLimit(db, perAddressKey, { ...limits, limit: deps.loginThrottle.perAddress }),
        hitRateLimit(db, throttle, { ...limits, limit: deps.loginThrottle.overall }),
      ]);
      logger.warn('admin sign-in failed');
      return json(401, { error: 'Incorrect password' });
    }
    await resetRateLimit(db, perAddressKey);
    const session = await createSession(db);
    logger.info('admin signed in');
    return json(
      200,
      { ok: true },
      { 'Set-Cookie': sessionCookie(session.token, session.expiresAt, deps.secureCookies) },
    );
  }

  async function logout(request: Request): Promise<Response> {
    if (!isSameOrigin(request)) return json(403, { error: 'Cross-site request refused' });
    await endSession(db, sessionTokenFrom(request.headers));
    return json(200, { ok: true }, { 'Set-Cookie': clearedSessionCookie(deps.secureCookies) });
  }

  const setStatus = guarded<{ id: string }>(async (request, { id }) => {
    const parsed = await parseJson(request, statusUpdateSchema);
    if (parsed.response) return parsed.response;
    if (!(await updateSubmissionStatus(db, id, parsed.data.status)))
      return json(404, { error: 'Submission not found' });
    return json(200, { submission: await getSubmission(db, id) });
  });

  const remove = guarded<{ id: string }>(async (_request, { id }) => {
    if (!(await deleteSubmission(db, id))) return json(404, { error: 'Submission not found' });
    return new Response(null, { status: 204, headers: noStore });
  });

  const saveTemplate = guarded<object>(async (request) => {
    const parsed = await parseJson(request, emailTemplateSchema);
    if (parsed.response) return parsed.response;
    const template = await updateEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE, parsed.data);
    if (!template) return json(404, { error: 'The e-mail template is missing' });
    return json(200, { template });
  });

  const exportCsv = guarded<object>(async (request) => {
    const filters = parseSubmissionFilters(new URL(request.url).searchParams);
    const now = new Date();
    const encoder = new TextEncoder();
    const rows = iterateSubmissions(db, filters, { now });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // A byte-order mark so spreadsheet programs read the UTF-8 (Devanagari, emoji) correctly.
        controller.enqueue(encoder.encode(`\uFEFF${csvRow(submissionCsvHeader)}`));
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
            s.phone,
            s.company,
            serviceLabel(s.serviceInterest) ?? s.serviceInterest,
            s.city,
            s.message,
            s.status,
            csvTimestamp(s.createdAt),
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
  });

  return { login, logout, setStatus, remove, saveTemplate, exportCsv };
}

function throttleKeys(request: Request) {
  const ip = createHash('sha256').update(clientIp(request.headers)).digest('hex').slice(0, 32);
  return { perAddressKey: `login:${ip}`, throttle: 'login:all' };
}
