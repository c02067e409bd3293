import { problemCodeIn } from '../problem-codes';

// What a client's report page says when stopping or restarting its mail was not recorded; the
// endpoint names the problem in the address it redirects to.

export const reportMailProblems = {
  invalid: 'Choose whether to get the monthly e-mail.',
  limit: 'Too many attempts from your network. Please try again later.',
  unavailable: 'We could not record your choice just now. Please try again in a minute.',
  gone: 'This report could not be found.',
} as const;

export const reportMailProblemOf = problemCodeIn(reportMailProblems);
