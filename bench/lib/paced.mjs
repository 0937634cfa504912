// Open-loop load at an even, fixed rate: request i is due at start + i / rate, whatever the
// answers before it did. Latency is counted from the time a request was due, not from when it
// left, so a stall shows in every request that waited behind it (no coordinated omission).
// autocannon's overallRate is not used for this: it sends each second's quota in a burst as the
// second begins, which measures bursts at saturation rather than a steady 500 req/s.
import http from 'node:http';

/** Resolves with every latency (ms), the error count and the first unexpected status. */
export function runPaced({
  base,
  nextPath,
  headers = {},
  rate,
  seconds,
  expected = [200],
  timeoutMs = 10_000,
}) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const interval = 1000 / rate;
  const total = Math.max(1, Math.round(rate * seconds));
  const times = [];
  let errors = 0;
  let firstError;
  let sent = 0;
  let finished = 0;

  return new Promise((resolve) => {
    const start = performance.now();
    const settle = (due, status) => {
      times.push(performance.now() - due);
      if (!expected.includes(status)) {
        errors += 1;
        firstError ??= status;
      }
      finished += 1;
      if (finished === total) {
        agent.destroy();
        resolve({ times, errors, firstError, elapsed: (performance.now() - start) / 1000 });
      }
    };
    const send = (due) => {
      const req = http.request(
        { host: url.hostname, port: url.port, path: nextPath(), headers, agent, timeout: timeoutMs },
        (res) => {
          res.resume();
          res.on('end', () => settle(due, res.statusCode));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error) => settle(due, error.message));
      req.end();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) {
        send(start + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}
