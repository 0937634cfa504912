import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The policy of the built app: no inline script; Radix positions popovers with inline styles. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * What every response carries, JSON answers and errors included: the policy, no sniffing, frames
 * denied twice (CSP and X-Frame-Options), no referrer to other origins, and no cross-origin reads.
 */
export const ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Pages and files (the web app, its assets, the API viewer) also get the rest of helmet's
 * defaults, which only a browsing context or an old browser reads (decision 008). Written out
 * once: @fastify/helmet built its middleware again on every request, parsing the policy each time.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  ...ANSWER_HEADERS,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Browsers keep to https for 180 days once they have seen this over https. */
export const HSTS = 'max-age=15552000; includeSubDomains';

const isAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Answers that carry a token or who the user is (sign-in, token, profile): no browser or proxy
 * cache may keep them, whatever the method or status.
 */
const PRIVATE_PREFIXES = ['/api/auth/', '/api/user/profile'];
const isPrivate = (url: string) => PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));

/** HSTS only when the portal is reached over https (PUBLIC_URL): over http browsers ignore it. */
export function responseHeaders({ https }: { https: boolean }) {
  const extra: Record<string, string> = https ? { 'strict-transport-security': HSTS } : {};
  const answer = { ...ANSWER_HEADERS, ...extra };
  return {
    answer,
    privateAnswer: { ...answer, 'cache-control': 'no-store' },
    document: { ...DOCUMENT_HEADERS, ...extra },
  };
}

/**
 * Security headers on every response, set before routing so errors carry them too. A callback
 * hook, not an async one: no promise and no microtask on every request.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicUrl?: string }) => {
  const headers = responseHeaders({ https: opts.publicUrl?.startsWith('https:') ?? false });
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    reply.headers(
      !isAnswer(url) ? headers.document : isPrivate(url) ? headers.privateAnswer : headers.answer,
    );
    done();
  });
});
