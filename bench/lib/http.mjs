// A lean HTTP/1.1 client over node:http with keep-alive: the benchmark's own requests should cost
// the 2-core machine as little CPU as possible, so that the server, not the client, is measured
// (fetch spent about as much CPU per request as the API did to answer it).
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Resolves with the status and the body text; rejects only when the connection fails. */
export function request(base, method, path, { headers = {}, body } = {}) {
  const url = new URL(base);
  const payload = body === undefined ? undefined : Buffer.from(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent,
        headers: payload ? { ...headers, 'content-length': payload.length } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
