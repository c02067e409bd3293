import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { adminEmail, adminPassword } from './enquiries';

// Team members for the browser tests, made through the real API: the owner invites, the invitee
// sets a password through the link, then signs in. Each gets an API context of their own cookies.

export const memberPassword = 'e2e member passphrase 42';
const run = Date.now().toString(36);
let address = 0;

/** A request context for one person; its X-Forwarded-For keeps sign-in limits apart. */
export async function personContext(baseURL: string): Promise<APIRequestContext> {
  address++;
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'x-forwarded-for': `198.18.20.${address % 250}` },
  });
}

export async function signInAs(baseURL: string, email: string, password: string) {
  const context = await personContext(baseURL);
  const response = await context.post('/api/admin/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

export const signInAsOwner = (baseURL: string) => signInAs(baseURL, adminEmail, adminPassword);

/** Invites a user of the role as the owner; the link's token and the new user's id. */
export async function invite(owner: APIRequestContext, role: string, name = role) {
  const email = `${name}-${run}@e2e.test`;
  const response = await owner.post('/api/admin/users', { data: { email, role } });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { link: string; user: { id: string } };
  return { email, id: body.user.id, link: body.link };
}

/** Invites, accepts the invite and signs in: a signed-in context for a new user of the role. */
export async function teamMember(baseURL: string, owner: APIRequestContext, role: string) {
  const { email, id, link } = await invite(owner, role);
  const joiner = await personContext(baseURL);
  const token = new URL(link).searchParams.get('token');
  const accepted = await joiner.post('/api/admin/invite', {
    data: { token, name: `E2E ${role}`, password: memberPassword },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await joiner.dispose();
  return { email, id, context: await signInAs(baseURL, email, memberPassword) };
}
