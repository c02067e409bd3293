import 'server-only';

import { getDb } from '../../db/client';
import { getCallAvailability, listUpcomingBookings } from '../../queries/call-bookings';

/** The calls screen's data: the booked calls still to come, soonest first. */
export const loadUpcomingCalls = () => listUpcomingBookings(getDb());

/** The availability screen's data. */
export const loadCallAvailability = () => getCallAvailability(getDb());
