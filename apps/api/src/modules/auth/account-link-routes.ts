import {
  CheckLinkBodySchema,
  CheckLinkResponseSchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  IdParamsSchema,
  LoginResponseSchema,
  NewPasswordBodySchema,
  RESET_REQUESTED,
  ResetPasswordResponseSchema,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/app-error';
import { auditActor, recordAudit } from '../audit';
import { isLinkUsable, sendAccountLink, useAccountLink, writeAccountLink } from './account-links';
import { addAttempt, reserveAttempt } from './attempts';
import { startMfaChallenge } from './mfa-service';
import { findUserForLogin } from './repository';
import { issueLogin } from './service';
import { auditSignIn } from './sign-in-audit';

const QUARTER_HOUR = 15 * 60_000;
const HOUR = 60 * 60_000;

/**
 * Issue 21: forgot password, reset by link, accept an invitation, and the admin's 'send an
 * invitation'. The public calls answer alike whether or not an account exists.
 */
export const accountLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, tokens }) => {
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  /** The public link calls' limit per address: 429 with Retry-After once it is spent. */
  const limitAddress = async (key: string, max: number) => {
    const byAddress = await reserveAttempt(db, [{ key, max, windowMs: QUARTER_HOUR }]);
    if (!byAddress.ok) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests. Please try again in ${byAddress.retryAfter} seconds.`,
        { 'retry-after': String(byAddress.retryAfter) },
      );
    }
  };

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: { body: ForgotPasswordBodySchema, response: { 200: ForgotPasswordResponseSchema } },
    },
    async (request) => {
      await limitAddress(`reset-addr:${request.ip}`, 10);
      const email = request.body.email;
      // The answer leaves before any account is looked up: it takes the same time either way.
      setImmediate(() => {
        void (async () => {
          const user = await findUserForLogin(db, email);
          if (!user?.isActive) return;
          // At most 3 links an hour per account, silently: the answer must not tell.
          const { count } = await addAttempt(db, `reset-acct:${user.id}`, HOUR);
          if (count > 3) return;
          await sendAccountLink(db, user, 'reset', publicUrl);
        })().catch((error) => request.log.warn({ err: error }, 'reset link not written'));
      });
      return { success: true as const, message: RESET_REQUESTED, data: null };
    },
  );

  app.post(
    '/auth/check-link',
    {
      config: { public: true },
      schema: { body: CheckLinkBodySchema, response: { 200: CheckLinkResponseSchema } },
    },
    async (request) => {
      await limitAddress(`link-check-addr:${request.ip}`, 30);
      const usable = await isLinkUsable(db, request.body.token, request.body.kind);
      return { success: true as const, data: { usable } };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: { body: NewPasswordBodySchema, response: { 200: ResetPasswordResponseSchema } },
    },
    async (request) => {
      const userId = await useAccountLink(db, request.body.token, 'reset', request.body.password);
      app.sessions.forget(userId);
      return {
        success: true as const,
        message: 'Your password was reset. Sign in with the new one.',
        data: null,
      };
    },
  );

  app.post(
    '/auth/accept-invite',
    {
      config: { public: true },
      schema: { body: NewPasswordBodySchema, response: { 200: LoginResponseSchema } },
    },
    async (request) => {
      const userId = await useAccountLink(db, request.body.token, 'invite', request.body.password);
      app.sessions.forget(userId);
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const user = await findUserForLogin(db, row?.email ?? '');
      if (!user) throw notFound('User not found');
      // Signed in as login signs in: a second step for two-factor sign-in, an admin's audit entry.
      const challenge = await startMfaChallenge(db, user.id);
      if (challenge)
        return { success: true as const, message: 'Enter your two-factor code', data: challenge };
      await auditSignIn(db, user, request.ip, false);
      return { success: true as const, message: 'Login successful', data: issueLogin(tokens, user) };
    },
  );

  app.post(
    '/admin/users/:id/invite',
    { schema: { params: IdParamsSchema, response: { 200: ForgotPasswordResponseSchema } } },
    async (request) => {
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`${users.id} = ${request.params.id} and ${users.isActive}`);
      if (!user) throw notFound('User not found');
      await db.transaction(async (tx) => {
        await writeAccountLink(tx, user, 'invite', publicUrl);
        const changes = { invitation: { before: null, after: 'sent' } };
        await recordAudit(tx, {
          actor: auditActor(request),
          action: 'invite',
          entity: 'member',
          entityId: user.id,
          label: user.email,
          changes,
        });
      });
      return { success: true as const, message: `Invitation sent to ${user.email}`, data: null };
    },
  );
};
