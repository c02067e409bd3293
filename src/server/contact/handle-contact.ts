import 'server-only';

import {
  contactCaptchaMessages,
  contactFormProblems,
  contactProblemId,
} from '@/lib/contact-problems';
import {
  contactFieldsOf,
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
import { publicIntake } from '../http/public-intake';
import {
  countStoredEnquiry,
  enquiryCaptchaProblem,
  requiredCaptchaCost,
} from '../captcha/enquiry-surge';

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

/** Where a plain form (sent without JavaScript) is sent back to: the page it was on, if local. */
const pageOf = (sourcePage: string | null | undefined) =>
  sourcePage && /^\/(?!\/)[^\s#\\]*$/.test(sourcePage) ? sourcePage : '/contact';

type ContactProblem = 'captcha' | 'harder';

/** POST /api/contact: validate, check the captcha, store the enquiry, then queue its notification. */
export function createContactHandler(deps: ContactDependencies) {
  return publicIntake<typeof contactSubmissionSchema, ContactProblem>(
    {
      name: 'contact',
      db: deps.db,
      rateLimit: deps.rateLimit,
      schema: contactSubmissionSchema,
      fieldsOf: contactFieldsOf,
      messages: {
        invalid: 'Please correct the highlighted fields.',
        limit: contactFormProblems.limit,
        // Nothing was stored (the database is locked, full or gone): the visitor is told to try again.
        unavailable: 'Form submission failed. Please try again.',
        ...contactCaptchaMessages,
        tooLarge: 'The enquiry is too large (32 KB at most).',
        malformed: 'The request body must be valid JSON.',
      },
      problemLocation: (problem, { form }) =>
        `${pageOf(form?.get('sourcePage'))}#${contactProblemId(problem)}`,
    },
    async (data, { ipKey, asJson }) => {
      const service = await findEnquiryService(deps.db, data.service);
      if (!service)
        return {
          ok: false,
          status: 400,
          problem: 'invalid',
          fieldErrors: { service: [SELECT_SERVICE_MESSAGE] },
        };
      const submission = { ...data, service: service.slug };

      // The plain form has no proof of work to send: it has the rate limit and the honeypot, and
      // while the site is receiving more enquiries than it should, it is kept in the spam folder.
      let unchecked = false;
      if (asJson || submission.captcha) {
        const problem = await enquiryCaptchaProblem(
          deps.db,
          await deps.hmacKey(),
          submission.captcha,
          deps.sitePerMinute,
          { form: 'contact', ipKey },
        );
        if (problem === 'harder')
          return { ok: false, status: 403, problem, body: { harderCaptcha: true } };
        if (problem) return { ok: false, status: 403, problem };
      } else {
        unchecked = (await requiredCaptchaCost(deps.db, deps.sitePerMinute)) === 'surge';
      }

      const spamReason = spamReasonOf(submission, deps.minFillSeconds, unchecked);
      const id = await insertEnquiry(deps.db, { ...submission, spamReason });
      if (spamReason) {
        // Kept in the spam folder, where "Not spam" sends the notification after all.
        logger.warn({ id, ipKey, spamReason }, 'enquiry stored as spam');
        return { ok: true, location: sentLocation(null), body: { id } };
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
      const bookingUrl = await deps.bookingUrl?.(id);
      return { ok: true, location: sentLocation(bookingUrl ?? null), body: { id, bookingUrl } };
    },
  );
}

/** The plain form's next page: booking a call, which says the message was sent. */
function sentLocation(bookingUrl: string | null) {
  const url = new URL(bookingUrl ?? '/book-a-call', 'http://site');
  url.searchParams.set('sent', '1');
  return `${url.pathname}${url.search}#book`;
}

/**
 * The honeypot was filled, the form was sent sooner after it appeared than a person types, or it
 * came without its captcha while the site was receiving too many enquiries.
 */
function spamReasonOf(s: ContactSubmission, minFillSeconds: number, unchecked: boolean) {
  if (s.fax) return 'honeypot' as const;
  if (unchecked) return 'unchecked' as const;
  const issued = captchaIssuedAt(s.captcha);
  if (issued && Date.now() - issued.getTime() < minFillSeconds * 1000) return 'too-fast' as const;
  return undefined;
}
