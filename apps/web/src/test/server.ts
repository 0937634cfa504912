import type { ErrorBody } from '@portal/contract';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { makeAuditPage } from './audit-fixtures';
import { makeBudget } from './buying-fixtures';

/**
 * The API as the screens call it; each test adds the answers it needs with server.use(...).
 * The standing answers: the cart page's budget note (issue 22) sees a store without rules, and
 * an entity's history (issue 23, e.g. on the admin order detail) is empty.
 */
export const server = setupServer(
  http.get('/api/user/budget', () => HttpResponse.json({ success: true, data: makeBudget() })),
  http.get('/api/admin/audit', () => HttpResponse.json({ success: true, data: makeAuditPage([]) })),
);

/** The success envelope the API wraps every answer in. */
export const ok = <T extends JsonBodyType>(data: T, message?: string) =>
  HttpResponse.json({ success: true as const, ...(message ? { message } : {}), data });

/** The error envelope of the API's one error handler, with its status. */
export const fail = (status: number, message: string, error: string) =>
  HttpResponse.json({ success: false, message, error } satisfies ErrorBody, { status });

/** What the API answers for a failure it did not expect (a 500). */
export const serverFailure = () =>
  fail(500, 'Something went wrong on our side. Please try again.', 'INTERNAL');

export { HttpResponse, http };
