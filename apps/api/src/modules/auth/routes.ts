import { ChangePasswordBodySchema, LoginBodySchema, LoginResponseSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { currentUser } from '../../plugins/auth';
import { changePassword, login, logout } from './service';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, tokens, loginLimiter }) => {
  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: LoginBodySchema, response: { 200: LoginResponseSchema } } },
    async (request) => {
      const data = await login({
        db,
        tokens,
        limiter: loginLimiter,
        email: request.body.email,
        password: request.body.password,
        address: request.ip,
      });
      const message = 'mfa_required' in data ? 'Enter your two-factor code' : 'Login successful';
      return { success: true as const, message, data };
    },
  );

  app.post('/auth/logout', async (request) => {
    await logout({ db, userId: currentUser(request).id });
    return { success: true, message: 'Logged out successfully', data: null };
  });

  app.put('/auth/change-password', { schema: { body: ChangePasswordBodySchema } }, async (request) => {
    await changePassword({ db, userId: currentUser(request).id, ...request.body });
    const message = 'Password updated successfully. Please log in again.';
    return { success: true, message, data: { message } };
  });
};
