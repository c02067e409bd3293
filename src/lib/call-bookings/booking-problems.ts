import { problemCodeIn } from '../problem-codes';

// What /book-a-call and a booked call's page say when a booking or a change did not go through;
// the booking endpoint names the problem in the address it redirects to.

export const bookingProblems = {
  taken:
    'Sorry, that time was booked by someone else a moment ago, or is no longer free. Please pick another.',
  invalid: 'Please pick a time and fill in your name and a valid e-mail address.',
  limit: 'Too many bookings from your network. Please try again later, or reply to our e-mail.',
  booked:
    'A call is already booked for this e-mail address: the invitation we sent has the links to move or cancel it. We have your message too.',
  unavailable: 'We could not book the call just now. Please try again in a minute.',
  captcha: 'We could not confirm you are not a bot. Please press Book the Call again.',
  harder:
    'We are receiving many requests right now. Please press Book the Call again: your browser will take a few seconds longer to confirm you are not a bot.',
  ref: 'That booking link is not valid. Please fill in your details below.',
  held: 'Thank you. We will write to you to confirm a time.',
  gone: 'That call could not be found. You can book a new one below.',
} as const;

export type BookingProblem = keyof typeof bookingProblems;

export const bookingProblemOf = problemCodeIn(bookingProblems);
