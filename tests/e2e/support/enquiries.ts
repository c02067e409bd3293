import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';

import type { Challenge } from '../../../src/components/site/contact/captcha-supply';

/** Sends a real enquiry through POST /api/contact, solving the server's captcha like a browser. */
export async function sendEnquiry(
  request: APIRequestContext,
  enquiry: Record<string, string>,
  ip: string,
): Promise<string> {
  const challenge = (await (await request.get('/api/captcha')).json()) as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const captcha = Buffer.from(
    JSON.stringify({ ...challenge, number: solution!.number, maxnumber: undefined }),
  ).toString('base64');
  const response = await request.post('/api/contact', {
    data: { ...enquiry, captcha },
    headers: { 'x-forwarded-for': ip },
  });
  if (response.status() !== 201)
    throw new Error(`enquiry refused: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

export const adminEmail = 'owner@e2e.test';
export const adminPassword = 'e2e-admin-password-1234';
