import { problemCodeIn } from '../problem-codes';

// What a quote's page says when the client's answer was not recorded; the endpoint names the
// problem in the address it redirects to.

export const quoteProblems = {
  invalid: 'To accept, type your full name and tick the box.',
  expired: 'This quote has expired. Please write to us for a new one.',
  closed: 'This quote has been answered already, or is being revised.',
  limit: 'Too many attempts from your network. Please try again later.',
  unavailable: 'We could not record your answer just now. Please try again in a minute.',
  gone: 'This quote could not be found.',
} as const;

export const quoteProblemOf = problemCodeIn(quoteProblems);
