import 'server-only';

import {
  contactSubmissionSchema,
  SELECT_SERVICE_MESSAGE,
  type ContactSubmission,
} from '@/lib/validation/contact';

import { captchaIssuedAt } from '../captcha/altcha';
import type { DB } from '../db/schema';
import { logger } from '../logger';
import { queueEnquiryDeliveries } from '../enquiries/dispatch-enquiry';
import { insertEnquiry } from '../queries/enquiry-writes';
import { findEnquiryService } from '../queries/services';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { clientAddressKey } from '../http/client-address';
import { unavailableOnFailure } from '../http/unavailable';
import { countStoredEnquiry, verifyEnquiryCaptcha } from './enquiry-surge';
import { BodyTooLargeError, readLimitedText } from './read-body';

export type ContactDependencies = {
  db: DB;
  hmacKey: () => Promise<string>;
  /** Who is told of each enquiry. */
  notifyTo: () => Promise<string[]>;
  /** The site's address, for the admin link in the webhook. */
  siteUrl: string;
  /**
   * Seconds from the form's captcha challenge (fetched as the form appears) within which an
   * enquiry is stored as spam: faster than a person fills the form in.
   */
  minFillSeconds: number;
  rateLimit: { limit: number; windowSeconds: number };
  /** Stored enquiries a minute, site-wide, past which the harder captcha is required. */
  sitePerMinute: number;
  /** Called once the enquiry and its notification are stored, to start delivery. */
  onStored?: () => void;
  /** The address that books a call for the enquiry, offered as the next step. */
  bookingUrl?: (enquiryId: string) => Promise<string>;
};

export const captchaFailedMessage =
  'Captcha verification failed. Please try again or contact us directly.';
export const harderCaptchaMessage =
  'We are receiving many enquiries right now. Please press Send again: your browser will take a few seconds longer to confirm you are not a bot.';
export const notStoredMessage = 'Form submission failed. Please try again.';

const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** POST /api/contact: validate, check the captcha, store the enquiry, then queue its notification. */
export function createContactHandler(deps: ContactDependencies) {
  // Nothing was stored (the database is locked, full or gone): the visitor is told to try again.
  return unavailableOnFailure('enquiry could not be stored', notStoredMessage, createHandler(deps));
}

function createHandler(deps: ContactDependencies) {
  return async (request: Request): Promise<Response> => {
    let text: string;
    try {
      text = await readLimitedText(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return json(413, { error: 'The enquiry is too large (32 KB at most).' });
      throw error;
    }

    const ipKey = clientAddressKey(request.headers);
    const limit = await hitRateLimit(deps.db, `contact:${ipKey}`, deps.rateLimit);
    if (!limit.allowed) {
      return json(
        429,
        {
          error:
            'Too many enquiries from your connection. Please try again later or e-mail us directly.',
        },
        { 'Retry-After': String(limit.retryAfterSeconds) },
      );
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { error: 'The request body must be valid JSON.', fieldErrors: {} });
    }
    const parsed = contactSubmissionSchema.safeParse(body);
    if (!parsed.success) {
      return json(400, {
        error: 'Please correct the highlighted fields.',
        fieldErrors: parsed.error.flatten().fieldErrors,
      });
    }
    const service = await findEnquiryService(deps.db, parsed.data.service);
    if (!service) {
      return json(400, {
        error: 'Please correct the highlighted fields.',
        fieldErrors: { service: [SELECT_SERVICE_MESSAGE] },
      });
    }
    const submission = { ...parsed.data, service: service.slug };

    const verdict = await verifyEnquiryCaptcha(
      deps.db,
      await deps.hmacKey(),
      submission.captcha,
      deps.sitePerMinute,
    );
    if (verdict === 'too-cheap') {
      logger.warn({ ipKey }, 'enquiry ceiling reached: the harder captcha was asked for');
      return json(403, { error: harderCaptchaMessage, harderCaptcha: true });
    }
    if (verdict !== 'ok') {
      logger.info({ verdict, ipKey }, 'contact form captcha refused');
      return json(403, { error: captchaFailedMessage });
    }

    const spamReason = spamReasonOf(submission, deps.minFillSeconds);
    const id = await insertEnquiry(deps.db, { ...submission, spamReason });
    if (spamReason) {
      // Kept in the spam folder, where "Not spam" sends the notification after all.
      logger.warn({ id, ipKey, spamReason }, 'enquiry stored as spam');
      return json(201, { id });
    }
    logger.info({ id, service: submission.service }, 'enquiry stored');
    await countStoredEnquiry(deps.db, deps.sitePerMinute).catch((error: unknown) =>
      logger.error({ err: error }, 'could not count the stored enquiry'),
    );
    try {
      await queueEnquiryDeliveries(deps.db, id, deps);
      deps.onStored?.();
    } catch (error) {
      // The enquiry is safe; only its e-mail is missing, and the dashboard still shows it.
      logger.error({ err: error, id }, 'could not queue the enquiry notification');
    }
    return json(201, { id, bookingUrl: await deps.bookingUrl?.(id) });
  };
}

/** The honeypot was filled, or the form was sent sooner after it appeared than a person types. */
function spamReasonOf(s: ContactSubmission, minFillSeconds: number) {
  if (s.fax) return 'honeypot' as const;
  const issued = captchaIssuedAt(s.captcha);
  if (issued && Date.now() - issued.getTime() < minFillSeconds * 1000) return 'too-fast' as const;
  return undefined;
}
