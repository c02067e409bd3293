// Why /api/contact refused an enquiry, in the visitor's words. The plain form (sent without
// JavaScript) is redirected back to its page with the problem in the address's fragment
// (#contact-problem-…), and the form shows that paragraph by CSS; the enhanced form reads the
// problem from JSON and shows its own banner and toast.

/** What the plain form can be sent back for: it has no captcha to fail. */
export const contactFormProblems = {
  invalid:
    'Please check the form: your name, a valid e-mail address, a service and a message of at least 5 characters are needed.',
  limit: 'Too many enquiries from your connection. Please try again later or e-mail us directly.',
  unavailable: 'Your enquiry could not be saved just now. Please try again in a minute.',
} as const;

export const contactProblemId = (problem: string) => `contact-problem-${problem}`;

/** The enhanced form's captcha answers. */
export const contactCaptchaMessages = {
  captcha: 'Captcha verification failed. Please try again or contact us directly.',
  harder:
    'We are receiving many enquiries right now. Please press Send again: your browser will take a few seconds longer to confirm you are not a bot.',
} as const;
