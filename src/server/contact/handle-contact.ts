import 'server-only';

import { randomUUID } from 'node:crypto';

import { CONTACT_NOTIFICATION_TEMPLATE } from '@/content/email-templates';
import {
  contactSubmissionSchema,
  SELECT_SERVICE_MESSAGE,
  type ContactSubmission,
} from '@/lib/validation/contact';

import { verifyCaptcha } from '../captcha/altcha';
import type { DB } from '../db/client';
import { logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { renderHtmlTemplate, renderSubject } from '@/lib/email-template';
import { getEmailTemplate } from '../queries/email-templates';
import { insertEnquiry } from '../queries/form-submissions';
import { findEnquiryService } from '../queries/services';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { clientAddressKey } from '../http/client-address';
import { countStoredEnquiry, requiredCaptchaCost } from './enquiry-surge';
import { BodyTooLargeError, readLimitedText } from './read-body';

export type ContactDependencies = {
  db: DB;
  hmacKey: () => Promise<string>;
  /** Who is told of each enquiry. */
  notifyTo: () => Promise<string>;
  rateLimit: { limit: number; windowSeconds: number };
  /** Stored enquiries a minute, site-wide, past which the harder captcha is required. */
  sitePerMinute: number;
  /** Called once the enquiry and its notification are stored, to start delivery. */
  onStored?: () => void;
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
  const handle = createHandler(deps);
  return async function handleContact(request: Request): Promise<Response> {
    try {
      return await handle(request);
    } catch (error) {
      // Nothing was stored (the database is locked, full or gone): the visitor is told to try again.
      logger.error({ err: error }, 'enquiry could not be stored');
      return json(503, { error: notStoredMessage }, { 'Retry-After': '60' });
    }
  };
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

    if (submission.fax) {
      logger.warn({ ipKey }, 'contact form honeypot filled; enquiry dropped');
      return json(201, { id: randomUUID() });
    }

    const cost = await requiredCaptchaCost(deps.db, deps.sitePerMinute);
    const verdict = await verifyCaptcha(
      deps.db,
      await deps.hmacKey(),
      submission.captcha,
      new Date(),
      cost,
    );
    if (verdict === 'too-cheap') {
      logger.warn({ ipKey }, 'enquiry ceiling reached: the harder captcha was asked for');
      return json(403, { error: harderCaptchaMessage, harderCaptcha: true });
    }
    if (verdict !== 'ok') {
      logger.info({ verdict, ipKey }, 'contact form captcha refused');
      return json(403, { error: captchaFailedMessage });
    }

    const id = await insertEnquiry(deps.db, submission);
    logger.info({ id, service: submission.service }, 'enquiry stored');
    await countStoredEnquiry(deps.db, deps.sitePerMinute).catch((error: unknown) =>
      logger.error({ err: error }, 'could not count the stored enquiry'),
    );
    try {
      await queueNotification(deps.db, await deps.notifyTo(), id, submission, service.name);
      deps.onStored?.();
    } catch (error) {
      // The enquiry is safe; only its e-mail is missing, and the dashboard still shows it.
      logger.error({ err: error, id }, 'could not queue the enquiry notification');
    }
    return json(201, { id });
  };
}

async function queueNotification(
  db: DB,
  to: string,
  submissionId: string,
  s: ContactSubmission,
  serviceName: string,
) {
  const template = await getEmailTemplate(db, CONTACT_NOTIFICATION_TEMPLATE);
  if (!template) throw new Error(`The ${CONTACT_NOTIFICATION_TEMPLATE} template is missing`);
  const values = {
    name: s.name,
    email: s.email,
    phone: s.phone ?? '',
    company: s.company ?? '',
    message: s.message,
    service_interest: serviceName,
    city: s.city ?? '',
  };
  await enqueueMail(db, {
    to,
    submissionId,
    subject: renderSubject(template.subject, values),
    html: renderHtmlTemplate(template.body, values),
  });
}
