import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginRequest } from './login';
import { verifyMfaRequest } from './verify-mfa';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the two sign-in steps', () => {
  it('answers the mfa token, and no session, when the server asks for a second step', async () => {
    vi.stubGlobal('fetch', async () =>
      json(200, {
        success: true,
        message: 'Enter your two-factor code',
        data: { mfa_required: true, mfa_token: 't1' },
      }),
    );
    await expect(loginRequest({ email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      success: true,
      message: 'Enter your two-factor code',
      mfaToken: 't1',
    });
  });

  it('sends the token and code to /auth/mfa/verify and answers the session like a login', async () => {
    const user = { id: 1, name: 'Ada', email: 'a@b.co', role: 'admin' };
    const fetchMock = vi.fn(async () =>
      json(200, {
        success: true,
        message: 'Login successful',
        data: { user, tokens: { accessToken: 'jwt' } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(verifyMfaRequest('t1', '123456')).resolves.toEqual({
      success: true,
      message: 'Login successful',
      user,
      accessToken: 'jwt',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/mfa/verify');
    expect(JSON.parse(String(init.body))).toEqual({ mfa_token: 't1', code: '123456' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('answers a refused code with the server message and status', async () => {
    vi.stubGlobal('fetch', async () =>
      json(401, { success: false, message: 'This code has already been used.', error: 'UNAUTHORIZED' }),
    );
    await expect(verifyMfaRequest('t1', '123456')).resolves.toEqual({
      success: false,
      message: 'This code has already been used.',
      error: 'UNAUTHORIZED',
      status: 401,
    });
  });
});
