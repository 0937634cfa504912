import {
  ErrorBodySchema,
  MFA_DOCS,
  MfaCodeBodySchema,
  MfaDisableResponseSchema,
  MfaEnableResponseSchema,
  MfaSetupResponseSchema,
  MfaStatusResponseSchema,
  MfaVerifyBodySchema,
  MfaVerifyResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { createSecretBox } from '../../lib/secret-box';
import { currentUser } from '../../plugins/auth';
import { disableMfa, enableMfa, getMfaStatus, MFA_BOX_PURPOSE, setupMfa, verifyMfa } from './mfa-service';
import { issueLogin } from './service';

// Documented refusals: the error handler's envelope, by status.
const refusals = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema]));

/** Two-factor sign-in: set-up, confirmation and turning off (signed in), and the second sign-in step. */
export const mfaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, db, tokens }) => {
  const box = createSecretBox(config.jwtSecret, MFA_BOX_PURPOSE);

  app.get(
    '/auth/mfa',
    {
      schema: {
        description: MFA_DOCS.status,
        response: { 200: MfaStatusResponseSchema, ...refusals(401) },
      },
    },
    async (request) => ({ success: true as const, data: await getMfaStatus(db, currentUser(request).id) }),
  );

  app.post(
    '/auth/mfa/setup',
    {
      schema: {
        description: MFA_DOCS.setup,
        response: { 200: MfaSetupResponseSchema, ...refusals(401, 403, 409) },
      },
    },
    async (request) => ({ success: true as const, data: await setupMfa(db, box, currentUser(request)) }),
  );

  app.post(
    '/auth/mfa/enable',
    {
      schema: {
        description: MFA_DOCS.enable,
        body: MfaCodeBodySchema,
        response: { 200: MfaEnableResponseSchema, ...refusals(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const data = await enableMfa(db, box, currentUser(request), request.body.code, request.ip);
      return { success: true as const, message: 'Two-factor sign-in is on', data };
    },
  );

  app.delete(
    '/auth/mfa',
    {
      schema: {
        description: MFA_DOCS.disable,
        body: MfaCodeBodySchema,
        response: { 200: MfaDisableResponseSchema, ...refusals(400, 401, 409, 429) },
      },
    },
    async (request) => {
      await disableMfa(db, box, currentUser(request), request.body.code, request.ip);
      return { success: true as const, message: 'Two-factor sign-in is off', data: null };
    },
  );

  app.post(
    '/auth/mfa/verify',
    {
      config: { public: true },
      schema: {
        description: MFA_DOCS.verify,
        body: MfaVerifyBodySchema,
        response: { 200: MfaVerifyResponseSchema, ...refusals(400, 401, 429) },
      },
    },
    async (request) => {
      const { mfa_token, code } = request.body;
      const user = await verifyMfa({ db, box, token: mfa_token, code, address: request.ip });
      return { success: true as const, message: 'Login successful', data: issueLogin(tokens, user) };
    },
  );
};
