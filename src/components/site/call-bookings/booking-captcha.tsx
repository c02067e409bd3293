'use client';

import { useEffect } from 'react';

import { solveBookingCaptcha } from '@/islands/call-booking-captcha';

/** Solves the booking form's proof of work into its `field` (islands/call-booking-captcha.ts). */
export function BookingCaptcha({ field }: { field: string }) {
  useEffect(() => solveBookingCaptcha({ field }), [field]);
  return null;
}
