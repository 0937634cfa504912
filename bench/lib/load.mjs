// Load generation with autocannon, from this process (the server runs in another).
// Every response time is recorded, so any percentile is exact, not interpolated.
import autocannon from 'autocannon';
import { request } from './http.mjs';
import { runPaced } from './paced.mjs';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Runs one load. `nextPath()` gives each request's path. With `rate` (requests/s) the requests
 * are sent evenly paced, open loop (see paced.mjs); without it `connections` keep the server
 * saturated, each sending its next request when the last one is answered.
 */
export async function runLoad({
  base,
  nextPath,
  headers = {},
  connections = 16,
  seconds = 10,
  rate,
  expected = [200],
}) {
  if (rate) {
    const paced = await runPaced({ base, nextPath, headers, rate, seconds, expected });
    return summarize(paced.times, paced.elapsed, paced.errors, paced.firstError);
  }
  const times = [];
  let errors = 0;
  let firstError;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers,
        requests: [
          {
            setupRequest: (req) => ({ ...req, path: nextPath() }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve(
          summarize(times, result.duration || seconds, errors + result.errors + result.timeouts, firstError),
        );
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (!expected.includes(statusCode)) {
        errors += 1;
        firstError ??= statusCode;
      }
    });
  });
}

const round = (n) => Math.round(n * 100) / 100;

/** Exact percentiles and the maximum of the latencies (ms), which it sorts in place. */
export function latencies(times) {
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p90: round(percentile(times, 90)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  };
}

function summarize(times, elapsed, errors, firstError) {
  return {
    requests: times.length,
    rps: Math.round(times.length / elapsed),
    ...latencies(times),
    errors,
    firstError,
  };
}

/** One JSON request; throws with the body on a non-2xx answer. */
export async function api(base, method, path, { token, body, headers = {} } = {}) {
  const res = await request(base, method, path, {
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path} -> ${res.status} ${res.text.slice(0, 300)}`);
  return res.text ? JSON.parse(res.text) : null;
}

export async function login(base, email, password) {
  const body = await api(base, 'POST', '/api/auth/login', { body: { email, password } });
  return body.data.tokens.accessToken;
}

/**
 * Each path requested once, one after another: the latency of answers no cache holds yet (the
 * scenarios' random paths repeat, so under load many are answered from the catalogue cache).
 */
export async function firstHits(base, token, paths) {
  const times = [];
  for (const path of paths) {
    const t0 = performance.now();
    await request(base, 'GET', path, { headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - t0);
  }
  const { p50, p95, max } = latencies(times);
  return { requests: times.length, p50, p95, max };
}
