// Issue 24: catalogue search at scale (100,000 and 1,000,000 products). Uncached search and
// suggestion latencies: every request is one the API's answer cache (decision 003) does not hold,
// so each is answered by the database, one after another (no concurrency: the latency of one
// buyer's search, not the throughput). Targets: search p95 < 20 ms at 100k and < 50 ms at 1M,
// suggestions p95 < 10 ms at 1M.
import { searchQueries, suggestionPrefixes } from './data.mjs';
import { request } from './http.mjs';
import { api, latencies } from './load.mjs';

const searchPath = (q, maxResults) =>
  `/api/products/search?q=${encodeURIComponent(q)}&max_results=${maxResults}&start_index=0`;
const suggestionPath = (q, limit) =>
  `/api/products/search/suggestions?q=${encodeURIComponent(q)}&limit=${limit}`;

/** Real SKUs and model codes from a few catalogue pages spread over the catalogue. */
async function codesOf(base, token) {
  const first = await api(base, 'GET', '/api/products?limit=100', { token });
  const total = first.data.pagination.total;
  const samples = [...first.data.products];
  const last = Math.max(1, Math.floor(total / 100));
  for (const page of [Math.ceil(last / 3), Math.ceil((2 * last) / 3), last]) {
    if (page > 1)
      samples.push(
        ...(await api(base, 'GET', `/api/products?limit=100&page=${page}`, { token })).data.products,
      );
  }
  const distinct = (list) => [...new Set(list.filter(Boolean))];
  return { total, skus: distinct(samples.map((p) => p.sku)), models: distinct(samples.map((p) => p.model)) };
}

/** Each path once, in order; the latency of each (ms). Throws on an answer other than 200. */
async function timeEach(base, token, paths) {
  const times = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await request(base, 'GET', path, { headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`GET ${path} -> ${res.status} ${res.text.slice(0, 200)}`);
  }
  return times;
}

/**
 * Measures uncached search and suggestions against a running API.
 * - search: the benchmark's 50 queries (names, misspellings, 10 SKUs, 10 model codes) and up to
 *   `extraCodes` more real SKUs and model codes, each once;
 * - suggestions: every 2- to 6-character prefix of the benchmark's query words, each once.
 * `rounds` repeats both; round r asks 12 + r results and 5 + r suggestions, so that no request of
 * a later round is answered from the cache a former one filled (the API caches answers 60 s).
 * `facts` (bench/lib/data.mjs loadCatalogueFacts) may be given; else codes are read from a few
 * catalogue pages. Returns { products, search: { requests, p50, p95, p99, max }, suggestions: ... }.
 */
export async function measureSearchScale(base, token, { facts, rounds = 1, extraCodes = 30, log } = {}) {
  const codes = await codesOf(base, token);
  const known = facts ?? codes;
  const queries = [
    ...new Set([
      ...searchQueries(known),
      ...codes.skus.slice(-extraCodes),
      ...codes.models.slice(-extraCodes),
    ]),
  ];
  const prefixes = suggestionPrefixes();
  const searchTimes = [];
  const suggestionTimes = [];
  for (let round = 0; round < rounds; round++) {
    searchTimes.push(
      ...(await timeEach(
        base,
        token,
        queries.map((q) => searchPath(q, 12 + round)),
      )),
    );
    suggestionTimes.push(
      ...(await timeEach(
        base,
        token,
        prefixes.map((q) => suggestionPath(q, 5 + round)),
      )),
    );
  }
  const search = latencies(searchTimes);
  const suggestions = latencies(suggestionTimes);
  const result = {
    products: codes.total,
    search: {
      requests: searchTimes.length,
      p50: search.p50,
      p95: search.p95,
      p99: search.p99,
      max: search.max,
    },
    suggestions: {
      requests: suggestionTimes.length,
      p50: suggestions.p50,
      p95: suggestions.p95,
      p99: suggestions.p99,
      max: suggestions.max,
    },
  };
  log?.(
    `search at scale (${codes.total} products): search p50 ${search.p50} ms p95 ${search.p95} ms, suggestions p50 ${suggestions.p50} ms p95 ${suggestions.p95} ms`,
  );
  return result;
}
