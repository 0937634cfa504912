import { LINK_INVALID, RESET_REQUESTED } from '@portal/contract';
import { fail, HttpResponse, http, ok, server } from './server';

// The public calls of the e-mailed links (issue 21) as the API answers them; each test picks the
// answer it is about. Every helper records the bodies it received.

/** A token as the API writes them: 32 random bytes, base64url. */
export const LINK_TOKEN = 'q3Xv9kTzR2mWc7LpN4sYb8HdE1fGj6Ua0oKiVtBnMxw';

export const RESET_DONE = 'Your password was reset. Sign in with the new one.';

/** POST /auth/forgot-password's one answer, or the limit's 429. */
export const resetRequested = () => ok(null, RESET_REQUESTED);
export const tooManyRequests = () =>
  HttpResponse.json(
    {
      success: false,
      message: 'Too many requests. Please try again in 840 seconds.',
      error: 'RATE_LIMITED',
    },
    { status: 429, headers: { 'retry-after': '840' } },
  );

/** The refusal of an unknown, used or expired link. */
export const linkInvalid = () => fail(400, LINK_INVALID, 'VALIDATION');

function answer<T>(path: string, respond: (body: T) => Response | Promise<Response>) {
  const bodies: T[] = [];
  server.use(
    http.post(`/api/auth/${path}`, async ({ request }) => {
      const body = (await request.json()) as T;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

type NewPassword = { token: string; password: string };

export const answerForgotPassword = (respond: (body: { email: string }) => Response | Promise<Response>) =>
  answer('forgot-password', respond);
export const answerResetPassword = (respond: (body: NewPassword) => Response | Promise<Response>) =>
  answer('reset-password', respond);
export const answerAcceptInvite = (respond: (body: NewPassword) => Response | Promise<Response>) =>
  answer('accept-invite', respond);

export { LINK_INVALID, RESET_REQUESTED };
