// Why the audit form sent the visitor back, in their words: the plain form (no JavaScript) is
// redirected to /free-seo-audit#problem-…, and the enhanced form reads the same code from JSON.

export const AUDIT_PROBLEMS = {
  invalid:
    'Please check the highlighted fields: the website, your name, e-mail and consent are needed.',
  captcha: 'Captcha verification failed. Please try again or contact us directly.',
  harder:
    'We are receiving many requests right now. Please press the button again: your browser will take a few seconds longer to confirm you are not a bot.',
  limit:
    'You have asked for 3 audits in the last hour. Please try again later, or contact us directly.',
  held: 'Thank you. We will review your request and write to you.',
  later:
    'Thank you. We are auditing many sites right now: we have your details, and your report will reach you by e-mail as soon as it is ready.',
  unavailable: 'Your request could not be saved. Please try again.',
} as const;

export type AuditProblem = keyof typeof AUDIT_PROBLEMS;

export const isAuditProblem = (value: unknown): value is AuditProblem =>
  typeof value === 'string' && Object.hasOwn(AUDIT_PROBLEMS, value);
