import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// A small viewer of our own: no CDN, no inline script (the CSP forbids both).
const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wholesale portal API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/viewer.css"></head>
<body><main><h1>Wholesale portal API</h1><p>Generated from the request schemas of <code>packages/contract</code>.
Raw document: <a href="/api/docs/openapi.json">openapi.json</a>.</p><div id="routes">Loading...</div></main>
<script src="/api/docs/viewer.js"></script></body></html>`;

const css = `body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:960px;margin:auto;padding:24px}
details{background:#fff;border:1px solid #e2e8f0;border-radius:8px;margin:8px 0;padding:8px 12px}summary{cursor:pointer;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:64px;font-weight:700}.GET{color:#0369a1}.POST{color:#15803d}.PUT{color:#b45309}.DELETE{color:#b91c1c}
pre{background:#f1f5f9;padding:8px;border-radius:6px;overflow:auto;font-size:12px}`;

const viewer = `fetch('/api/docs/openapi.json').then(r=>r.json()).then(doc=>{
const root=document.getElementById('routes');root.textContent='';
for(const [path,ops] of Object.entries(doc.paths)){for(const [method,op] of Object.entries(ops)){
const d=document.createElement('details');const s=document.createElement('summary');
const m=document.createElement('span');m.className='m '+method.toUpperCase();m.textContent=method.toUpperCase();
s.append(m,' '+path);d.append(s);const pre=document.createElement('pre');
pre.textContent=JSON.stringify({parameters:op.parameters,requestBody:op.requestBody},null,2);d.append(pre);root.append(d);}}});`;

/** OpenAPI document generated from the zod schemas, with a viewer at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wholesale portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  const publicRoute = { config: { public: true }, schema: { hide: true } };
  app.get('/api/docs', publicRoute, (_req, reply) => reply.type('text/html; charset=utf-8').send(page));
  app.get('/api/docs/viewer.css', publicRoute, (_req, reply) => reply.type('text/css').send(css));
  app.get('/api/docs/viewer.js', publicRoute, (_req, reply) => reply.type('text/javascript').send(viewer));
  app.get('/api/docs/openapi.json', publicRoute, () => app.swagger());
});
