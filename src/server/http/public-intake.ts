import 'server-only';

import type { z } from 'zod';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { clientAddressKey } from './client-address';
import { BodyTooLargeError, readLimitedText } from './read-body';

// The one wrapper of the public forms' endpoints (contact, SEO audit, call booking, quote answer):
// a body of 32 KB at most, a rate limit per client network, the form's own schema, and one way to
// answer. The enhanced form (JSON) reads JSON back; the plain form, which works without
// JavaScript, is sent on with a 303 to the page that says what happened. Whatever the handler
// throws is logged and answered 503 "try again", never an empty 500.

/** Problems every public form can have, found before its handler runs or when it fails. */
export type IntakeProblem = 'invalid' | 'limit' | 'unavailable';

export type FieldErrors = Record<string, string[] | undefined>;

export type IntakeAnswer<P extends string> =
  | {
      ok: true;
      /** Where the plain form goes next: the report, the booked call, the next step. */
      location: string;
      /** The enhanced form's answer; 201 unless said. */
      body?: Record<string, unknown>;
      status?: 200 | 201;
    }
  | {
      ok: false;
      status: number;
      problem: P | IntakeProblem;
      fieldErrors?: FieldErrors;
      /** More for the enhanced form (`harderCaptcha`). */
      body?: Record<string, unknown>;
      /** Where the plain form goes instead of the problem's own page (a new reference kept). */
      location?: string;
    };

export type IntakeRequest<A extends unknown[]> = {
  request: Request;
  /** The route's own arguments (a booking's or a quote's token). */
  args: A;
  /** The client's network, as the rate limits and the logs know it. */
  ipKey: string;
  /** Sent by the enhanced form (JSON) rather than the plain one. */
  asJson: boolean;
  /** The plain form's fields as sent; null for JSON. */
  form: URLSearchParams | null;
};

export type IntakeOptions<S extends z.ZodType, P extends string, A extends unknown[]> = {
  /** The endpoint's name in the logs, and its rate limit's key. */
  name: string;
  db: DB;
  /** Posts one client network may make in the window. */
  rateLimit: { limit: number; windowSeconds: number };
  schema: S;
  /** The plain form's fields as the schema reads them. */
  fieldsOf: (form: URLSearchParams) => unknown;
  /** Each problem in the visitor's words, the enhanced form's `error`. */
  messages: Record<P | IntakeProblem, string> & { tooLarge?: string; malformed?: string };
  /** Where the plain form is sent back to with a problem: its page names it. */
  problemLocation: (problem: P | IntakeProblem, intake: IntakeRequest<A>) => string;
};

const noStore = { 'Cache-Control': 'no-store' };

/**
 * A public form's endpoint: `handle` runs once the body is read, the client is within its limit
 * and the fields are valid, and decides the answer the wrapper sends as JSON or as a 303.
 */
export function publicIntake<S extends z.ZodType, P extends string, A extends unknown[] = []>(
  options: IntakeOptions<S, P, A>,
  handle: (data: z.infer<S>, intake: IntakeRequest<A>) => Promise<IntakeAnswer<P>>,
): (request: Request, ...args: A) => Promise<Response> {
  return async (request, ...args) => {
    const contentType = request.headers.get('content-type') ?? '';
    const intake: IntakeRequest<A> = {
      request,
      args,
      ipKey: clientAddressKey(request.headers),
      asJson: contentType.includes('application/json'),
      form: null,
    };
    let answer: IntakeAnswer<P>;
    let message: string | undefined;
    let retryAfter = 60;
    try {
      const decided = await decide(options, intake, handle);
      ({ answer, message } = decided);
      retryAfter = decided.retryAfter ?? retryAfter;
    } catch (error) {
      // Nothing was stored (the database is locked, full or gone): the visitor is told to try again.
      logger.error({ err: error, endpoint: options.name }, 'a public form could not be answered');
      answer = { ok: false, status: 503, problem: 'unavailable' };
    }
    return respond(options, intake, answer, message, retryAfter);
  };
}

type Decision<P extends string> = {
  answer: IntakeAnswer<P>;
  /** A more exact `error` than the problem's own words. */
  message?: string;
  retryAfter?: number;
};

async function decide<S extends z.ZodType, P extends string, A extends unknown[]>(
  options: IntakeOptions<S, P, A>,
  intake: IntakeRequest<A>,
  handle: (data: z.infer<S>, intake: IntakeRequest<A>) => Promise<IntakeAnswer<P>>,
): Promise<Decision<P>> {
  let text: string;
  try {
    text = await readLimitedText(intake.request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return {
      answer: { ok: false, status: 413, problem: 'invalid' },
      message: options.messages.tooLarge,
    };
  }
  if (!intake.asJson) intake.form = new URLSearchParams(text);

  const limit = await hitRateLimit(
    options.db,
    `${options.name}:${intake.ipKey}`,
    options.rateLimit,
  );
  if (!limit.allowed)
    return {
      answer: { ok: false, status: 429, problem: 'limit' },
      retryAfter: limit.retryAfterSeconds,
    };

  let fields: unknown;
  if (intake.form) fields = options.fieldsOf(intake.form);
  else {
    try {
      fields = JSON.parse(text);
    } catch {
      return {
        answer: { ok: false, status: 400, problem: 'invalid', fieldErrors: {} },
        message: options.messages.malformed,
      };
    }
  }
  const parsed = options.schema.safeParse(fields);
  if (!parsed.success)
    return {
      answer: {
        ok: false,
        status: 400,
        problem: 'invalid',
        fieldErrors: parsed.error.flatten().fieldErrors,
      },
    };
  return { answer: await handle(parsed.data, intake) };
}

function respond<S extends z.ZodType, P extends string, A extends unknown[]>(
  options: IntakeOptions<S, P, A>,
  intake: IntakeRequest<A>,
  answer: IntakeAnswer<P>,
  message: string | undefined,
  retryAfter: number,
): Response {
  const headers: Record<string, string> = { ...noStore };
  if (!answer.ok && (answer.status === 429 || answer.status === 503))
    headers['Retry-After'] = String(retryAfter);
  if (intake.asJson) {
    if (answer.ok)
      return Response.json(answer.body ?? {}, { status: answer.status ?? 201, headers });
    const body = {
      error: message ?? options.messages[answer.problem],
      problem: answer.problem,
      fieldErrors: answer.fieldErrors ?? {},
      ...answer.body,
    };
    return Response.json(body, { status: answer.status, headers });
  }
  headers.Location = answer.ok
    ? answer.location
    : (answer.location ?? options.problemLocation(answer.problem, intake));
  return new Response(null, { status: 303, headers });
}
