// Why the contact form sent a visitor back when it was sent without JavaScript: /api/contact
// redirects to the page it came from with the problem in the address's fragment
// (#contact-problem-…), and the form shows that paragraph by CSS. The enhanced form reads the
// problem from JSON and shows its own banner.

export const contactFormProblems = {
  invalid:
    'Please check the form: your name, a valid e-mail address, a service and a message of at least 5 characters are needed.',
  limit: 'Too many enquiries from your connection. Please try again later or e-mail us directly.',
  unavailable: 'Form submission failed. Please try again.',
  captcha: 'Captcha verification failed. Please try again or contact us directly.',
  harder:
    'We are receiving many enquiries right now. Please press Send again: your browser will take a few seconds longer to confirm you are not a bot.',
} as const;

export type ContactFormProblem = keyof typeof contactFormProblems;

export const contactProblemId = (problem: ContactFormProblem) => `contact-problem-${problem}`;
