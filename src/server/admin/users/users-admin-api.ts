import 'server-only';

import { assignableRoles } from '@/lib/admin/roles';
import { inviteSchema, accountPolicySchema, userUpdateSchema } from '@/lib/validation/team';

import { createLink } from '../../auth/one-time-links';
import { endSessionsWithoutTwoFactor, endUserSessions } from '../../auth/sessions';
import { getAccountPolicy, saveAccountPolicy } from '../../auth/account-policy';
import {
  createInvitedUser,
  deleteUser,
  findUserByEmail,
  getUser,
  updateUser,
  type AdminUser,
} from '../../auth/users';
import type { DB } from '../../db/schema';
import { getAuthorForEditing } from '../../queries/authors-admin';
import { createAdminGate, json, noStore, type Actor } from '../admin-gate';

export type UsersAdminDependencies = {
  db: DB;
  /** The public base URL the links start with. */
  siteUrl: string;
  /** Sends the link through the outbox; false when mail is not set up. */
  mailLink: (to: string, kind: 'invite' | 'reset', link: string) => Promise<boolean>;
};

const refuse = (status: number, error: string) => json(status, { error });

/** Team accounts: invites, roles, disabling, reset links, author links; and the account policy. */
export function createUsersAdminApi(deps: UsersAdminDependencies) {
  const { db } = deps;
  const gate = createAdminGate(db, 'users');
  const linkUrl = (token: string) =>
    new URL(`/admin-invite?token=${token}`, deps.siteUrl).toString();

  async function issueLink(user: AdminUser, kind: 'invite' | 'reset') {
    const { token, expiresAt } = await createLink(db, user.id, kind);
    const link = linkUrl(token);
    const mailed = await deps.mailLink(user.email, kind, link);
    return { link, expiresAt: expiresAt.toISOString(), mailed };
  }

  const invite = gate.guarded(
    { schema: inviteSchema, audit: { subject: (_params, data) => `User ${data.email}` } },
    async (_request, _params, actor, data) => {
      const { email, role } = data;
      if (!assignableRoles(actor.user.role).includes(role))
        return json(400, {
          error: 'Please correct the highlighted fields.',
          fieldErrors: { role: [role === 'owner' ? 'The site has one owner' : 'Choose a role'] },
        });
      if (await findUserByEmail(db, email))
        return json(409, {
          error: 'Please correct the highlighted fields.',
          fieldErrors: { email: ['A user with this e-mail address already exists'] },
        });
      const user = await createInvitedUser(db, email, role);
      return json(201, { user, ...(await issueLink(user, 'invite')) });
    },
  );

  /** The user the actor may change, or the answer to send when there is none. */
  async function changeable(
    actor: Actor,
    id: string,
  ): Promise<{ target: AdminUser; refused?: undefined } | { refused: Response }> {
    const target = await getUser(db, id);
    if (!target) return { refused: refuse(404, 'User not found') };
    if (target.role === 'owner' && actor.user.role !== 'owner')
      return { refused: refuse(403, 'Only the owner can change the owner’s account.') };
    return { target };
  }

  /** A user by e-mail, with the fields an edit may change. */
  const userBefore = async ({ id }: { id: string }) => {
    const user = await getUser(db, id);
    return (
      user && {
        title: `User ${user.email}`,
        values: { role: user.role, status: user.status, authorId: user.authorId },
      }
    );
  };

  const update = gate.guarded(
    { schema: userUpdateSchema, audit: { before: userBefore } },
    async (_request, { id }: { id: string }, actor, data) => {
      const found = await changeable(actor, id);
      if (found.refused) return found.refused;
      const { target } = found;
      const { role, status, authorId } = data;
      const self = target.id === actor.user.id;
      if (role !== undefined && role !== target.role) {
        if (self)
          return refuse(400, 'You cannot change your own role. Ask another admin or the owner.');
        if (target.role === 'owner')
          return refuse(400, 'The owner’s role cannot be changed: the site needs its owner.');
        if (!assignableRoles(actor.user.role).includes(role))
          return refuse(
            400,
            role === 'owner' ? 'The site has one owner.' : 'You cannot give this role.',
          );
      }
      if (status !== undefined && status !== target.status) {
        if (self) return refuse(400, 'You cannot disable your own account.');
        if (target.role === 'owner') return refuse(400, 'The owner’s account cannot be disabled.');
        if (target.status === 'invited')
          return refuse(400, 'This user has not accepted the invite yet.');
      }
      if (authorId && !(await getAuthorForEditing(db, authorId)))
        return refuse(400, 'That author profile does not exist.');
      await updateUser(db, id, { role, status, authorId });
      // A disabled user, or one whose access changed, is signed out everywhere at once.
      if (status === 'disabled' || (role !== undefined && role !== target.role))
        await endUserSessions(db, id);
      return json(200, { user: await getUser(db, id) });
    },
  );

  /** A new invite link for someone not yet signed up; a password reset link (owner only) otherwise. */
  const newLink = gate.guarded(
    { audit: { before: userBefore, action: 'made a new link for' } },
    async (_request, { id }: { id: string }, actor) => {
      const found = await changeable(actor, id);
      if (found.refused) return found.refused;
      const { target } = found;
      if (target.status === 'invited') return json(200, await issueLink(target, 'invite'));
      if (actor.user.role !== 'owner') return refuse(403, 'Only the owner can reset a password.');
      if (target.id === actor.user.id)
        return refuse(400, 'Change your own password on your account page.');
      // The old password stops working now; the link sets a new one.
      await updateUser(db, id, { passwordHash: null });
      await endUserSessions(db, id);
      return json(200, await issueLink(target, 'reset'));
    },
  );

  /** Cancels an invite that has not been accepted. Active users are disabled instead. */
  const cancelInvite = gate.guarded(
    { audit: { before: userBefore } },
    async (_request, { id }: { id: string }, actor) => {
      const found = await changeable(actor, id);
      if (found.refused) return found.refused;
      const { target } = found;
      if (target.status !== 'invited')
        return refuse(400, 'Only an invite can be deleted; disable an account instead.');
      await deleteUser(db, id);
      return new Response(null, { status: 204, headers: noStore });
    },
  );

  // The team's rules (two-factor for all, how long the audit log is kept) are the owner's alone.
  const teamBefore = async () => ({ title: 'Account policy', values: await getAccountPolicy(db) });
  const saveSettings = gate.guarded(
    { schema: accountPolicySchema, area: 'team', audit: { before: teamBefore } },
    async (_request, _params, actor, data) => {
      if (data.requireTwoFactor && !actor.user.twoFactor)
        return json(400, {
          error: 'Please correct the highlighted fields.',
          fieldErrors: {
            requireTwoFactor: ['Turn on two-factor sign-in for your own account first'],
          },
        });
      await saveAccountPolicy(db, data);
      if (data.requireTwoFactor) {
        // Everyone without two-factor signs in again, and sets it up on the way.
        await endSessionsWithoutTwoFactor(db);
      }
      return json(200, { settings: data });
    },
  );

  return { invite, update, newLink, cancelInvite, saveSettings };
}
