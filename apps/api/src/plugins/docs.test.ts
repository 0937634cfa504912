import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/support/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the API viewer at /api/docs (Swagger UI)', () => {
  it('is a page of our own origin: every script and style it loads comes from /api/docs/static', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Wholesale portal API</title>');
    expect(page.body).toContain('<div id="swagger-ui"></div>');
    const refs = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, ref]) => ref!);
    expect(refs).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(refs).toContain('/api/docs/static/swagger-initializer.js');
    for (const ref of refs) expect(ref, 'no CDN, no other origin').toMatch(/^\/api\/docs\/static\//);
    // No inline script: each <script> only names its file.
    for (const [, body] of page.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g))
      expect(body!.trim()).toBe('');

    for (const ref of refs) {
      const file = await get(ref);
      expect(file.statusCode, ref).toBe(200);
      const type = ref.endsWith('.js') ? 'javascript' : ref.endsWith('.css') ? 'text/css' : 'image/png';
      expect(file.headers['content-type'], ref).toContain(type);
    }
  });

  it('keeps the strict policy of the web app, with no eval and no inline script', async () => {
    const [viewer, webApp] = await Promise.all([get('/api/docs'), get('/store')]);
    const policy = String(viewer.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(webApp.headers['content-security-policy']).toBe(policy);
    expect(viewer.headers['x-frame-options']).toBe('DENY');
  });

  it('points the viewer at the document it serves, which is the OpenAPI document of every route', async () => {
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toContain("resolveUrl('./json')");
    const [json, openapi, yaml] = await Promise.all([
      get('/api/docs/json'),
      get('/api/docs/openapi.json'),
      get('/api/docs/yaml'),
    ]);
    expect(json.json()).toEqual(openapi.json());
    expect(Object.keys(json.json().paths)).toContain('/api/admin/orders/{id}/status');
    expect(yaml.headers['content-type']).toContain('yaml');
    expect(yaml.body).toContain('/api/auth/login:');
  });

  it('is public: nobody needs to sign in to read it', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('the OpenAPI document', () => {
  const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
  type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

  it('documents every operation with the schema of its 2xx answer', async () => {
    const paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> = (
      await get('/api/docs/json')
    ).json().paths;
    const operations: string[] = [];
    const without: string[] = [];
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operations.push(`${method.toUpperCase()} ${path}`);
        const success = Object.entries(operation.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const described = success.some(([, answer]) =>
          Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
        );
        if (!described) without.push(`${method.toUpperCase()} ${path}`);
      }
    }
    console.info(
      `OpenAPI: ${operations.length - without.length} of ${operations.length} operations describe their 2xx answer`,
    );
    expect(operations.length).toBeGreaterThanOrEqual(40);
    expect(without, 'operations without a 2xx answer schema').toEqual([]);
  });
});
