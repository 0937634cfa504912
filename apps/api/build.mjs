// Bundles the API into dist/server.mjs. Dependencies stay external (installed by npm);
// the workspace contract package is TypeScript source, so it is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies }).filter((name) => !name.startsWith('@portal/'));

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
};
await build({
  ...options,
  entryPoints: ['src/server.ts'],
  // API_OUTFILE lets parallel browser-test runs build their own copy (keep it under apps/api/).
  outfile: process.env.API_OUTFILE ?? 'dist/server.mjs',
});
// `npm run start:cluster`: forks dist/server.mjs, beside it (browser-test copies need none).
if (!process.env.API_OUTFILE)
  await build({ ...options, entryPoints: ['src/cluster.ts'], outfile: 'dist/cluster.mjs' });
console.log('api built: apps/api/dist/server.mjs, dist/cluster.mjs');
