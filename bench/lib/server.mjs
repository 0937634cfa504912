// Starts and stops server processes for the benchmark, and waits for their health check.
import { spawn } from 'node:child_process';

export async function waitForHealth(base, timeoutMs = 120_000, path = '/api/health') {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${base}${path}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${base} did not answer ${path} with 200`);
}

/**
 * The API as in production: the built bundle, NODE_ENV=production, logs at warn, answered once
 * GET /api/health/ready says it is ready. `entry`:
 * apps/api/dist/cluster.mjs for several processes on the port (WORKERS in env).
 */
export async function startApi({ port, env, entry = 'apps/api/dist/server.mjs' }) {
  // A null value removes the variable (e.g. DATABASE_URL for the embedded run).
  const merged = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
  // BENCH_API_PROFILE=<dir>: the API writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_API_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, entry], {
    env: merged,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Measured as a load balancer would send traffic: once the process says it is ready (its
  // catalogue read into memory, decision 007), not while it is still starting.
  await waitForHealth(base);
  await waitForHealth(base, 120_000, '/api/health/ready');
  return { base, child, stop: () => stopProcess(child) };
}

export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

export function runCommand(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}
