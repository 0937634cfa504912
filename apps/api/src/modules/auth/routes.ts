import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutResponseSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { currentUser } from '../../plugins/auth';
import { accountLinkRoutes } from './account-link-routes';
import { changePassword, login, logout } from './service';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, tokens } = deps;
  await app.register(accountLinkRoutes, deps);
  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const data = await login({
        db,
        tokens,
        email: request.body.email,
        password: request.body.password,
        address: request.ip,
      });
      const message = 'mfa_required' in data ? 'Enter your two-factor code' : 'Login successful';
      return { success: true as const, message, data };
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: LogoutResponseSchema } } }, async (request) => {
    const { id } = currentUser(request);
    await logout({ db, userId: id });
    app.sessions.forget(id);
    return { success: true as const, message: 'Logged out successfully', data: null };
  });

  app.put(
    '/auth/change-password',
    { schema: { body: ChangePasswordBodySchema, response: { 200: ChangePasswordResponseSchema } } },
    async (request) => {
      const { id } = currentUser(request);
      await changePassword({ db, userId: id, address: request.ip, ...request.body });
      app.sessions.forget(id);
      const message = 'Password updated successfully. Please log in again.';
      return { success: true as const, message, data: { message } };
    },
  );
};
